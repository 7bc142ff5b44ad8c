/* numabench's visiting orders, apart from its main so that a test can check them. */
#ifndef NUMABENCH_H
#define NUMABENCH_H

#include <stddef.h>
#include <stdint.h>

/* Fills index with 0..n-1 (linear), or a permutation shuffled with this seed in which no two
 * consecutive entries are neighbours in the array (random). */
void numabench_order(uint32_t *index, size_t n, int random, uint64_t seed);

/* 0 when index is a permutation of 0..n-1 and, for random, has no consecutive neighbours; 1 when it
 * is not a permutation, 2 when two consecutive entries are neighbours, -1 without memory. */
int numabench_check(const uint32_t *index, size_t n, int random);

#endif
