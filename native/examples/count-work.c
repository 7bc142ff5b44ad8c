/* Counts its own page faults, context switches and CPU time around fixed work, the way
 * perf stat counts a command: run it as "perf stat -e page-faults,context-switches,task-clock
 * native/build/count-work" and compare the two. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>

#include "tutti_overseer.h"

static const char *events[] = { "perf::PAGE-FAULTS", "perf::CONTEXT-SWITCHES", "perf::TASK-CLOCK" };
#define EVENTS 3

int main(int argc, char **argv)
{
    int mib = argc > 1 ? atoi(argv[1]) : 64;
    int sleeps = argc > 2 ? atoi(argv[2]) : 50;
    int fds[EVENTS];
    for (int e = 0; e < EVENTS; e++) {
        char err[TUTTI_ERR_LEN];
        int status;
        fds[e] = tutti_counter_open(events[e], 0, -1, &status, err, sizeof(err));
        if (fds[e] < 0) {
            fprintf(stderr, "%s\n", err);
            return 1;
        }
        tutti_counter_control(fds[e], TUTTI_COUNTER_ENABLE);
    }

    size_t size = (size_t) mib << 20;
    char *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    madvise(p, size, MADV_NOHUGEPAGE);
    for (size_t i = 0; i < size; i += 4096)
        p[i] = 1;
    munmap(p, size);
    struct timespec ms = { 0, 1000000 };
    for (int i = 0; i < sleeps; i++)
        nanosleep(&ms, NULL);
    volatile double x = 0;
    for (int i = 0; i < 20000000; i++)
        x += i * 0.5;

    for (int e = 0; e < EVENTS; e++) {
        uint64_t v[3];
        tutti_counter_control(fds[e], TUTTI_COUNTER_DISABLE);
        if (tutti_counter_read(fds[e], v) != 0) {
            fprintf(stderr, "reading %s failed\n", events[e]);
            return 1;
        }
        printf("%s %llu\n", events[e], (unsigned long long) tutti_counter_scaled(v));
        close(fds[e]);
    }
    return 0;
}
