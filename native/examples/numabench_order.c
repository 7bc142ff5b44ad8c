/* The visiting orders of numabench: in order, or shuffled so that no two consecutive accesses
 * are neighbours in the array. */
#include <stdlib.h>

#include "numabench.h"

/* splitmix64: a fixed, portable sequence for a given seed, so the shuffle is the same everywhere. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int adjacent(uint32_t a, uint32_t b)
{
    return a + 1 == b || b + 1 == a;
}

static void swap(uint32_t *index, size_t i, size_t j)
{
    uint32_t t = index[i];
    index[i] = index[j];
    index[j] = t;
}

/* No neighbour on either side of position i. */
static int clear_around(const uint32_t *index, size_t n, size_t i)
{
    return (i == 0 || !adjacent(index[i - 1], index[i])) && (i + 1 >= n || !adjacent(index[i], index[i + 1]));
}

static void shuffle_apart(uint32_t *index, size_t n, uint64_t *seed);

/* The visiting order: 0..n-1, or a Fisher-Yates shuffle whose consecutive entries are never
 * neighbours in the array (a neighbour would share the cache line and hide the memory's
 * latency). Fixes are swaps, so the order stays a permutation. */
void numabench_order(uint32_t *index, size_t n, int random, uint64_t seed)
{
    for (size_t i = 0; i < n; i++)
        index[i] = (uint32_t) i;
    if (!random || n < 4)
        return;
    uint64_t state = seed;
    /* Tiny arrays have few such orders, which local swaps may not reach: shuffle again then. */
    for (int attempt = 0; attempt < 1000; attempt++) {
        shuffle_apart(index, n, &state);
        if (numabench_check(index, n, 1) == 0)
            return;
    }
}

static void shuffle_apart(uint32_t *index, size_t n, uint64_t *seed)
{
    uint64_t state = *seed;
    for (size_t i = n - 1; i > 0; i--) {
        size_t j = next_random(&state) % (i + 1);
        uint32_t t = index[i];
        index[i] = index[j];
        index[j] = t;
    }
    for (size_t i = 1; i < n; i++) {
        /* Swap the entry for another anywhere, kept when neither place then has a neighbour beside it. */
        for (size_t tries = 0; adjacent(index[i - 1], index[i]) && tries < 10000; tries++) {
            size_t j = next_random(&state) % n;
            if (j == i)
                continue;
            swap(index, i, j);
            if (clear_around(index, n, i) && clear_around(index, n, j))
                break;
            swap(index, i, j);
        }
    }
    *seed = state;
}

int numabench_check(const uint32_t *index, size_t n, int random)
{
    unsigned char *seen = calloc(n, 1);
    if (!seen)
        return -1;
    int bad = 0;
    for (size_t i = 0; i < n && !bad; i++) {
        if (index[i] >= n || seen[index[i]]++)
            bad = 1;
        else if (random && i > 0 && adjacent(index[i - 1], index[i]))
            bad = 2;
    }
    free(seen);
    return bad;
}
