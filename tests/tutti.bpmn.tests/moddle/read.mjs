// Reads each BPMN file given with bpmn-moddle and prints, as JSON by file, its warnings and how
// many elements of each kind it holds: processes, flow elements (inside subprocesses too),
// diagram shapes and edges. The Java test compares these with what the Camunda model API reads.
import { BpmnModdle } from 'bpmn-moddle';
import { readFileSync } from 'node:fs';

const moddle = new BpmnModdle();

function kind(type) {
  const local = type.substring(type.indexOf(':') + 1);
  return local.startsWith('BPMN') ? local : local.charAt(0).toLowerCase() + local.substring(1);
}

function count(counts, element) {
  counts[kind(element.$type)] = (counts[kind(element.$type)] || 0) + 1;
}

function flowElements(counts, container) {
  for (const e of container.flowElements || []) {
    count(counts, e);
    flowElements(counts, e);
  }
}

const out = {};
for (const file of process.argv.slice(2)) {
  const { rootElement, warnings } = await moddle.fromXML(readFileSync(file, 'utf8'));
  const counts = {};
  for (const root of rootElement.rootElements || []) {
    if (root.$type === 'bpmn:Process') {
      count(counts, root);
      flowElements(counts, root);
    }
  }
  for (const diagram of rootElement.diagrams || []) {
    for (const e of diagram.plane.planeElement || []) {
      count(counts, e);
    }
  }
  out[file] = { warnings: warnings.map(w => w.message), counts };
}
console.log(JSON.stringify(out));
