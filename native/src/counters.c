/* Counters: libpfm4 event names encoded for perf_event_open, per thread or per core, with probing. */
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include <perfmon/pfmlib_perf_event.h>

#include "tutti_overseer.h"

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int pfm_status = PFM_SUCCESS;

static void initialize(void)
{
    pfm_status = pfm_initialize();
}

static int ready(char *err, size_t err_len)
{
    pthread_once(&once, initialize);
    if (pfm_status != PFM_SUCCESS) {
        snprintf(err, err_len, "libpfm4 could not initialise: %s", pfm_strerror(pfm_status));
        return -1;
    }
    return 0;
}

static int paranoid_level(void)
{
    FILE *f = fopen("/proc/sys/kernel/perf_event_paranoid", "r");
    int level = -99;
    if (f) {
        if (fscanf(f, "%d", &level) != 1)
            level = -99;
        fclose(f);
    }
    return level;
}

/* Maps an open failure to a status and a message users can act on (see NATIVE-NOTES). */
static int classify(int error, const char *event, char *err, size_t err_len)
{
    switch (error) {
    case ENOENT:
    case EOPNOTSUPP:
    case ENODEV:
        snprintf(err, err_len, "%s: not supported on this machine", event);
        return TUTTI_COUNTER_NOT_SUPPORTED;
    case EACCES:
    case EPERM:
        snprintf(err, err_len, "%s: permission denied (perf_event_paranoid is %d; per-core and kernel-level "
                 "counting need it at 0 or lower, or CAP_PERFMON)", event, paranoid_level());
        return TUTTI_COUNTER_PERMISSION_DENIED;
    case ESRCH:
        snprintf(err, err_len, "%s: no such thread", event);
        return TUTTI_COUNTER_INVALID;
    case EINVAL:
        snprintf(err, err_len, "%s: the kernel refused the event or the CPU number", event);
        return TUTTI_COUNTER_INVALID;
    default:
        snprintf(err, err_len, "%s: %s", event, strerror(error));
        return TUTTI_COUNTER_INVALID;
    }
}

static int encode(const char *event, struct perf_event_attr *attr, char *err, size_t err_len)
{
    memset(attr, 0, sizeof(*attr));
    pfm_perf_encode_arg_t arg;
    memset(&arg, 0, sizeof(arg));
    arg.size = sizeof(arg);
    arg.attr = attr;
    char *fstr = NULL;
    arg.fstr = &fstr;
    /* User and kernel level: with user level only, context switches and page faults read 0. */
    int rc = pfm_get_os_event_encoding(event, PFM_PLM0 | PFM_PLM3, PFM_OS_PERF_EVENT_EXT, &arg);
    free(fstr);
    if (rc == PFM_ERR_NOTFOUND) {
        snprintf(err, err_len, "%s: not supported on this machine (libpfm4 knows no such event here)", event);
        return TUTTI_COUNTER_NOT_SUPPORTED;
    }
    if (rc != PFM_SUCCESS) {
        snprintf(err, err_len, "%s: %s", event, pfm_strerror(rc));
        return TUTTI_COUNTER_INVALID;
    }
    attr->size = sizeof(*attr);
    attr->disabled = 1;
    attr->read_format = PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING;
    return TUTTI_COUNTER_SUPPORTED;
}

/* Encodes the event for a thread or a core; 0, or -1 with *status and a message. */
static int prepare(const char *event, pid_t tid, int cpu, struct perf_event_attr *attr, int *status, char *err,
                   size_t err_len)
{
    if (ready(err, err_len) != 0) {
        *status = TUTTI_COUNTER_INVALID;
        return -1;
    }
    if ((tid < 0) == (cpu < 0)) {
        snprintf(err, err_len, "%s: count either a thread or a core", event);
        *status = TUTTI_COUNTER_INVALID;
        return -1;
    }
    *status = encode(event, attr, err, err_len);
    return *status == TUTTI_COUNTER_SUPPORTED ? 0 : -1;
}

int tutti_counter_open(const char *event, pid_t tid, int cpu, int *status, char *err, size_t err_len)
{
    struct perf_event_attr attr;
    if (prepare(event, tid, cpu, &attr, status, err, err_len) != 0)
        return -1;
    int fd = perf_event_open(&attr, tid < 0 ? -1 : tid, cpu, -1, PERF_FLAG_FD_CLOEXEC);
    if (fd < 0) {
        *status = classify(errno, event, err, err_len);
        return -1;
    }
    return fd;
}

int tutti_counter_open_grouped(const char *event, pid_t tid, int cpu, int leader, int *joined, int *status, char *err,
                               size_t err_len)
{
    struct perf_event_attr attr;
    *joined = 0;
    if (prepare(event, tid, cpu, &attr, status, err, err_len) != 0)
        return -1;
    attr.read_format |= PERF_FORMAT_GROUP;
    pid_t pid = tid < 0 ? -1 : tid;
    if (leader >= 0) {
        int fd = perf_event_open(&attr, pid, cpu, leader, PERF_FLAG_FD_CLOEXEC);
        if (fd >= 0) {
            *joined = 1;
            return fd;
        }
        /* The group cannot take it (more hardware events than the PMU has counters, another PMU):
         * it counts on its own instead, as a group of one. */
    }
    int fd = perf_event_open(&attr, pid, cpu, -1, PERF_FLAG_FD_CLOEXEC);
    if (fd < 0) {
        *status = classify(errno, event, err, err_len);
        return -1;
    }
    return fd;
}

int tutti_counter_read_group(int leader, int count, uint64_t *values)
{
    /* PERF_FORMAT_GROUP with both times: nr, time enabled, time running, then one value per member. */
    uint64_t stack[3 + 16];
    size_t words = 3 + (size_t) count;
    uint64_t *raw = count <= 16 ? stack : malloc(words * sizeof(uint64_t));
    if (!raw)
        return -1;
    ssize_t n = read(leader, raw, words * sizeof(uint64_t));
    int ok = n == (ssize_t) (words * sizeof(uint64_t)) && raw[0] == (uint64_t) count;
    if (ok) {
        for (int i = 0; i < count; i++) {
            uint64_t one[3] = { raw[3 + i], raw[1], raw[2] };
            values[3 * i] = tutti_counter_scaled(one);
            values[3 * i + 1] = raw[1];
            values[3 * i + 2] = raw[2];
        }
    } else if (n >= 0) {
        errno = EPROTO; /* the kernel's group is not the one opened */
    }
    if (raw != stack)
        free(raw);
    return ok ? 0 : -1;
}

int tutti_counter_control(int fd, int what)
{
    unsigned long request = what == TUTTI_COUNTER_ENABLE ? PERF_EVENT_IOC_ENABLE
                          : what == TUTTI_COUNTER_DISABLE ? PERF_EVENT_IOC_DISABLE : PERF_EVENT_IOC_RESET;
    return ioctl(fd, request, 0);
}

int tutti_counter_read(int fd, uint64_t values[3])
{
    ssize_t n = read(fd, values, 3 * sizeof(uint64_t));
    return n == (ssize_t) (3 * sizeof(uint64_t)) ? 0 : -1;
}

uint64_t tutti_counter_scaled(const uint64_t values[3])
{
    /* Multiplexed counters ran for part of the time only: extrapolate to the enabled time. */
    if (values[2] == 0)
        return 0;
    if (values[2] >= values[1])
        return values[0];
    return (uint64_t) ((double) values[0] * (double) values[1] / (double) values[2]);
}

int tutti_counters_list(int probe, char **out, char *err, size_t err_len)
{
    if (ready(err, err_len) != 0)
        return -1;
    size_t cap = 16384, len = 0;
    char *buf = malloc(cap);
    if (!buf) {
        snprintf(err, err_len, "out of memory listing events");
        return -1;
    }
    buf[0] = '\0';
    pfm_pmu_t pmu;
    pfm_for_all_pmus(pmu) {
        pfm_pmu_info_t pinfo;
        memset(&pinfo, 0, sizeof(pinfo));
        pinfo.size = sizeof(pinfo);
        if (pfm_get_pmu_info(pmu, &pinfo) != PFM_SUCCESS || !pinfo.is_present)
            continue;
        for (int i = pinfo.first_event; i != -1; i = pfm_get_event_next(i)) {
            pfm_event_info_t info;
            memset(&info, 0, sizeof(info));
            info.size = sizeof(info);
            if (pfm_get_event_info(i, PFM_OS_PERF_EVENT_EXT, &info) != PFM_SUCCESS)
                continue;
            char name[256], reason[TUTTI_ERR_LEN] = "";
            snprintf(name, sizeof(name), "%s::%s", pinfo.name, info.name);
            int status = TUTTI_COUNTER_UNPROBED;
            if (probe) {
                int fd = tutti_counter_open(name, 0, -1, &status, reason, sizeof(reason));
                if (fd >= 0)
                    close(fd);
            }
            const char *desc = info.desc ? info.desc : "";
            size_t need = strlen(name) + strlen(reason) + strlen(desc) + 16;
            if (len + need >= cap) {
                cap = (cap + need) * 2;
                char *bigger = realloc(buf, cap);
                if (!bigger) {
                    free(buf);
                    snprintf(err, err_len, "out of memory listing events");
                    return -1;
                }
                buf = bigger;
            }
            /* Descriptions may hold tabs or newlines; keep the line format intact. */
            len += (size_t) snprintf(buf + len, cap - len, "%s\t%d\t%s\t", name, status, reason);
            for (const char *d = desc; *d; d++)
                buf[len++] = (*d == '\t' || *d == '\n') ? ' ' : *d;
            buf[len++] = '\n';
            buf[len] = '\0';
        }
    }
    *out = buf;
    return 0;
}
