/* numabench's orders: linear is 0..n-1; random is a permutation with no two consecutive
 * neighbours, the same for the same seed and different for another. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "numabench.h"

static int failures;

static void expect(int ok, const char *what, size_t n, unsigned long long seed)
{
    if (!ok) {
        fprintf(stderr, "FAILED: %s (n=%zu, seed=%llu)\n", what, n, seed);
        failures++;
    }
}

int main(void)
{
    size_t sizes[] = { 4, 5, 7, 16, 100, 4096, 65537, 1u << 20 };
    for (size_t s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++) {
        size_t n = sizes[s];
        uint32_t *a = malloc(n * sizeof(uint32_t));
        uint32_t *b = malloc(n * sizeof(uint32_t));
        numabench_order(a, n, 0, 42);
        int linear = 1;
        for (size_t i = 0; i < n; i++)
            linear &= a[i] == i;
        expect(linear && numabench_check(a, n, 0) == 0, "linear is 0..n-1", n, 42);
        for (unsigned long long seed = 1; seed <= 20; seed++) {
            numabench_order(a, n, 1, seed);
            expect(numabench_check(a, n, 1) == 0, "random is a permutation with no consecutive neighbours", n, seed);
        }
        numabench_order(a, n, 1, 42);
        numabench_order(b, n, 1, 42);
        expect(memcmp(a, b, n * sizeof(uint32_t)) == 0, "the same seed gives the same order", n, 42);
        if (n >= 100) {
            numabench_order(b, n, 1, 43);
            expect(memcmp(a, b, n * sizeof(uint32_t)) != 0, "another seed gives another order", n, 43);
        }
        free(a);
        free(b);
    }
    /* The check itself catches what it must. */
    uint32_t dup[] = { 0, 2, 2, 1 }, near[] = { 3, 0, 1, 4, 2 };
    expect(numabench_check(dup, 4, 1) == 1, "a repeated entry is not a permutation", 4, 0);
    expect(numabench_check(near, 5, 1) == 2, "0 then 1 are neighbours", 5, 0);
    if (failures == 0)
        printf("numabench orders: all checks passed\n");
    return failures ? 1 : 0;
}
