/* Counters: software events count real work, hardware events are "not supported" in this VM. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>

#include "tutti_overseer.h"
#include "check.h"

static uint64_t count_around(const char *event, void (*work)(void))
{
    char err[TUTTI_ERR_LEN] = "";
    int status;
    int fd = tutti_counter_open(event, 0, -1, &status, err, sizeof(err));
    CHECK(fd >= 0, "open %s: %s", event, err);
    if (fd < 0)
        return 0;
    tutti_counter_control(fd, TUTTI_COUNTER_RESET);
    tutti_counter_control(fd, TUTTI_COUNTER_ENABLE);
    work();
    tutti_counter_control(fd, TUTTI_COUNTER_DISABLE);
    uint64_t v[3];
    CHECK(tutti_counter_read(fd, v) == 0, "read %s", event);
    CHECK(v[1] == v[2], "software events never multiplex (%llu enabled, %llu running)",
          (unsigned long long) v[1], (unsigned long long) v[2]);
    close(fd);
    return tutti_counter_scaled(v);
}

static void touch_64_mib(void)
{
    size_t size = 64u << 20;
    char *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    madvise(p, size, MADV_NOHUGEPAGE); /* 4 KiB pages, so that the count is predictable */
    for (size_t i = 0; i < size; i += 4096)
        p[i] = 1;
    munmap(p, size);
}

static void sleep_20_times(void)
{
    struct timespec ms = { 0, 1000000 };
    for (int i = 0; i < 20; i++)
        nanosleep(&ms, NULL);
}

/* 5 ms of this thread's CPU time: the page faults alone took from 0.4 ms to several on these VMs. */
static void spin_5_ms_of_cpu(void)
{
    struct timespec start, now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start);
    do {
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    } while ((now.tv_sec - start.tv_sec) * 1000000000L + (now.tv_nsec - start.tv_nsec) < 5000000L);
}

/* Three software events in one kernel group, read with one system call, agree with what they count. */
static void grouped_read(void)
{
    const char *events[] = { "perf::PAGE-FAULTS", "perf::CONTEXT-SWITCHES", "perf::TASK-CLOCK" };
    int fds[3], leader = -1;
    char err[TUTTI_ERR_LEN] = "";
    for (int e = 0; e < 3; e++) {
        int status = -1, joined = -1;
        fds[e] = tutti_counter_open_grouped(events[e], 0, -1, leader, &joined, &status, err, sizeof(err));
        CHECK(fds[e] >= 0, "open %s in a group: %s", events[e], err);
        CHECK(joined == (e > 0), "%s %s the group", events[e], e > 0 ? "joins" : "leads");
        if (e == 0)
            leader = fds[0];
    }
    if (fds[0] < 0 || fds[1] < 0 || fds[2] < 0)
        return;
    int status = -1, joined = -1;
    int cycles = tutti_counter_open_grouped("perf::CYCLES", 0, -1, leader, &joined, &status, err, sizeof(err));
    if (cycles >= 0) {
        printf("this machine has a hardware PMU: perf::CYCLES %s the software group\n", joined ? "joins" : "stays out of");
        close(cycles);
    } else {
        CHECK(status == TUTTI_COUNTER_NOT_SUPPORTED && !joined, "a VM without PMU says so for a group too: status %d, %s",
              status, err);
    }
    for (int e = 0; e < 3; e++) {
        tutti_counter_control(fds[e], TUTTI_COUNTER_RESET);
        tutti_counter_control(fds[e], TUTTI_COUNTER_ENABLE);
    }
    touch_64_mib();
    sleep_20_times();
    spin_5_ms_of_cpu();
    for (int e = 0; e < 3; e++)
        tutti_counter_control(fds[e], TUTTI_COUNTER_DISABLE);
    uint64_t v[9];
    CHECK(tutti_counter_read_group(leader, 3, v) == 0, "one read gives the group of 3");
    CHECK(v[0] >= 16384 && v[0] < 16384 + 300, "the group's page faults: 16384 for 64 MiB, counted %llu",
          (unsigned long long) v[0]);
    CHECK(v[3] >= 20, "the group's context switches: at least 20 for 20 sleeps, counted %llu", (unsigned long long) v[3]);
    CHECK(v[6] >= 5000000, "the group's task clock: at least the 5 ms of CPU spun, counted %llu ns", (unsigned long long) v[6]);
    CHECK(v[1] == v[2] && v[1] > 0, "software events never multiplex (%llu enabled, %llu running)",
          (unsigned long long) v[1], (unsigned long long) v[2]);
    uint64_t w[12];
    CHECK(tutti_counter_read_group(leader, 2, w) != 0 && errno == ENOSPC, "a read that expects fewer members fails");
    CHECK(tutti_counter_read_group(leader, 4, w) != 0 && errno == EPROTO, "a read that expects more members fails");
    for (int e = 0; e < 3; e++)
        close(fds[e]);
}

int main(void)
{
    grouped_read();
    uint64_t faults = count_around("perf::PAGE-FAULTS", touch_64_mib);
    CHECK(faults >= 16384 && faults < 16384 + 200, "64 MiB of 4 KiB pages fault 16384 times, counted %llu",
          (unsigned long long) faults);
    uint64_t switches = count_around("perf::CONTEXT-SWITCHES", sleep_20_times);
    CHECK(switches >= 20, "20 sleeps switch at least 20 times, counted %llu", (unsigned long long) switches);

    char err[TUTTI_ERR_LEN] = "";
    int status = -1;
    int fd = tutti_counter_open("perf::CYCLES", 0, -1, &status, err, sizeof(err));
    if (fd >= 0) {
        printf("this machine has a hardware PMU: perf::CYCLES opens\n");
        close(fd);
    } else {
        CHECK(status == TUTTI_COUNTER_NOT_SUPPORTED && strstr(err, "not supported on this machine"),
              "a VM without PMU says so: status %d, %s", status, err);
    }
    fd = tutti_counter_open("perf::NO-SUCH-EVENT", 0, -1, &status, err, sizeof(err));
    CHECK(fd < 0 && strstr(err, "perf::NO-SUCH-EVENT"), "unknown events are named: %s", err);
    fd = tutti_counter_open("perf::TASK-CLOCK", 999999, -1, &status, err, sizeof(err));
    CHECK(fd < 0 && strstr(err, "no such thread"), "a thread that does not exist is named: %s", err);

    char *list = NULL;
    CHECK(tutti_counters_list(1, &list, err, sizeof(err)) == 0, "list: %s", err);
    if (list) {
        CHECK(strstr(list, "perf::PAGE-FAULTS\t0\t\t") != NULL, "PAGE-FAULTS listed as supported");
        CHECK(strstr(list, "perf::CYCLES\t") != NULL, "CYCLES is listed (opening it is another matter)");
        free(list);
    }
    return check_report("test_counters");
}
