/* Minimal checking for the ctest programs: report every failed expectation, exit 1 if any. */
#ifndef TUTTI_CHECK_H
#define TUTTI_CHECK_H

#include <stdio.h>

static int check_failures;
static int check_count;

#define CHECK(cond, ...) do {                                              \
        check_count++;                                                     \
        if (!(cond)) {                                                     \
            check_failures++;                                              \
            fprintf(stderr, "%s:%d: expected %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                  \
            fputc('\n', stderr);                                           \
        }                                                                  \
    } while (0)

#define CHECK_INT(expected, actual, what) \
    CHECK((expected) == (actual), "%s: expected %d, got %d", what, (int) (expected), (int) (actual))

static int check_report(const char *name)
{
    printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
    return check_failures ? 1 : 0;
}

#endif
