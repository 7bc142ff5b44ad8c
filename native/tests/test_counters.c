/* Counters: software events count real work, hardware events are "not supported" in this VM. */
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

int main(void)
{
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
