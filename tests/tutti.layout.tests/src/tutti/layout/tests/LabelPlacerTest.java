package tutti.layout.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

import tutti.layout.LabelPlacer;
import tutti.layout.LabelPlacer.Label;
import tutti.layout.LabelPlacer.Rect;

/**
 * Labels of flows placed where nothing else is: on their line's middle when it is free, beside
 * their line when a figure or another label is there, where they asked to be when that is free.
 */
class LabelPlacerTest {

    private static boolean overlap(Rect a, Rect b) {
        return a.x() < b.x() + b.width() && b.x() < a.x() + a.width() && a.y() < b.y() + b.height() && b.y() < a.y() + a.height();
    }

    @Test
    void aLabelOnAFreeLineSitsOnItsMiddle() {
        Map<Object, Rect> at = LabelPlacer.place(List.of(), List.of(new Label("a", new int[] {100, 100, 300, 100}, 40, 14, null)));
        assertEquals(new Rect(180, 93, 40, 14), at.get("a"));
    }

    @Test
    void aFigureOnTheMiddleSendsTheLabelBesideItsLineNotOntoTheFigure() {
        Rect task = new Rect(170, 80, 60, 40);
        int[] line = {100, 100, 300, 100};
        Rect at = LabelPlacer.place(List.of(task), List.of(new Label("a", line, 40, 14, null))).get("a");
        assertFalse(overlap(task, at), at + " is off the task");
        assertTrue(Math.abs(at.y() + 7 - 100) <= 30 && at.x() >= 90 && at.x() + 40 <= 310, at + " stays near its line");
    }

    @Test
    void twoFlowsOnTheSameLineGetTwoPlaces() {
        int[] there = {100, 100, 300, 100};
        int[] back = {300, 100, 100, 100};
        Map<Object, Rect> at = LabelPlacer.place(List.of(),
                List.of(new Label("there", there, 60, 14, null), new Label("back", back, 60, 14, null)));
        assertFalse(overlap(at.get("there"), at.get("back")), at.toString());
    }

    @Test
    void aChosenPlaceIsKeptWhileItIsFreeAndLeftWhenAFigureCoversIt() {
        int[] line = {0, 50, 400, 50};
        Rect chosen = new Rect(20, 60, 50, 14);
        assertEquals(chosen, LabelPlacer.place(List.of(), List.of(new Label("a", line, 50, 14, chosen))).get("a"));
        Rect task = new Rect(10, 55, 80, 40);
        Rect moved = LabelPlacer.place(List.of(task), List.of(new Label("a", line, 50, 14, chosen))).get("a");
        assertFalse(overlap(task, moved), moved.toString());
    }

    @Test
    void anUprightSegmentTakesItsLabelBesideIt() {
        Rect other = new Rect(80, 190, 40, 20);
        Rect at = LabelPlacer.place(List.of(other), List.of(new Label("a", new int[] {100, 100, 100, 300}, 30, 14, null))).get("a");
        assertFalse(overlap(other, at), at.toString());
    }

    @Test
    void aLabelNearTheOriginIsNotPushedOffTheCanvas() {
        Rect task = new Rect(0, 0, 60, 40);
        Rect at = LabelPlacer.place(List.of(task), List.of(new Label("a", new int[] {0, 20, 40, 20}, 80, 14, null))).get("a");
        assertTrue(at.x() >= 0 && at.y() >= 0, at.toString());
        assertFalse(overlap(task, at), at.toString());
    }

    @Test
    void aCrowdedDiagramEndsWithNoLabelOnAFigureOrOnAnotherLabel() {
        Random random = new Random(40);
        List<Rect> tasks = new ArrayList<>();
        List<Label> labels = new ArrayList<>();
        // Eight rows of ten tasks, each linked to its right-hand neighbour and to the one below,
        // with labels longer than the gaps between the tasks.
        for (int row = 0; row < 8; row++) {
            for (int col = 0; col < 10; col++) {
                tasks.add(new Rect(40 + col * 200, 40 + row * 110, 150, 60));
            }
        }
        for (int row = 0; row < 8; row++) {
            for (int col = 0; col < 10; col++) {
                int x = 40 + col * 200;
                int y = 40 + row * 110;
                if (col < 9) {
                    labels.add(new Label("r" + row + col, new int[] {x + 150, y + 30, x + 200, y + 30}, 40 + random.nextInt(80), 14,
                            null));
                }
                if (row < 7) {
                    labels.add(new Label("d" + row + col, new int[] {x + 75, y + 60, x + 75, y + 110}, 40 + random.nextInt(80), 14,
                            null));
                }
            }
        }
        Map<Object, Rect> at = LabelPlacer.place(tasks, labels);
        assertEquals(labels.size(), at.size());
        List<Rect> placed = List.copyOf(at.values());
        for (int i = 0; i < placed.size(); i++) {
            for (Rect t : tasks) {
                assertFalse(overlap(placed.get(i), t), placed.get(i) + " on " + t);
            }
            for (int j = i + 1; j < placed.size(); j++) {
                assertFalse(overlap(placed.get(i), placed.get(j)), placed.get(i) + " on " + placed.get(j));
            }
        }
    }

    @Test
    void aLabelWithNoFreePlaceInReachTakesTheLeastCrowdedOne() {
        Rect wall = new Rect(0, 0, 2000, 2000);
        Rect at = LabelPlacer.place(List.of(wall), List.of(new Label("a", new int[] {900, 900, 1100, 900}, 40, 14, null))).get("a");
        assertEquals(40, at.width(), "it is still placed: " + at);
    }
}
