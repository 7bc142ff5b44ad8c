/* Affinity: thread ids and the process-wide CPU and memory binding the agent applies at load. */
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <hwloc.h>

#include "tutti_overseer.h"
#include "internal.h"

pid_t tutti_current_tid(void)
{
    return (pid_t) syscall(SYS_gettid);
}

/* Parses list into set and checks that every index names an allowed object of the machine. */
static int parse_allowed(const char *what, const char *list, hwloc_const_bitmap_t allowed,
                         hwloc_bitmap_t set, char *err, size_t err_len)
{
    if (hwloc_bitmap_list_sscanf(set, list) != 0 || hwloc_bitmap_iszero(set)) {
        snprintf(err, err_len, "%s='%s' is not a list like 0-3,8", what, list);
        return -1;
    }
    if (!hwloc_bitmap_isincluded(set, allowed)) {
        char have[128];
        hwloc_bitmap_list_snprintf(have, sizeof(have), allowed);
        snprintf(err, err_len, "%s='%s' names %s this process may not use (allowed: %s)",
                 what, list, strcmp(what, "cpus") == 0 ? "CPUs" : "NUMA nodes", have);
        return -1;
    }
    return 0;
}

int tutti_bind_process(const char *cpu_list, const char *mem_list, char *err, size_t err_len)
{
    hwloc_topology_t t;
    if (tutti_topology_open(&t, NULL, NULL, err, err_len) != 0)
        return -1;
    int rc = -1;
    hwloc_bitmap_t cpus = hwloc_bitmap_alloc();
    hwloc_bitmap_t mems = hwloc_bitmap_alloc();
    if (cpu_list) {
        if (parse_allowed("cpus", cpu_list, hwloc_topology_get_allowed_cpuset(t), cpus, err, err_len))
            goto out;
        if (hwloc_set_cpubind(t, cpus, HWLOC_CPUBIND_PROCESS) != 0) {
            snprintf(err, err_len, "binding the process to CPUs %s failed: %s", cpu_list, strerror(errno));
            goto out;
        }
    }
    if (mem_list) {
        if (parse_allowed("mems", mem_list, hwloc_topology_get_allowed_nodeset(t), mems, err, err_len))
            goto out;
        /* BIND alone degrades to a preferred policy on Linux; STRICT makes it a real bind.
         * Process-level membind is ENOSYS on Linux: the thread-level call is inherited by every
         * thread created afterwards, which at agent load is all of them but the caller. */
        if (hwloc_set_membind(t, mems, HWLOC_MEMBIND_BIND,
                              HWLOC_MEMBIND_THREAD | HWLOC_MEMBIND_STRICT | HWLOC_MEMBIND_BYNODESET) != 0) {
            snprintf(err, err_len, "strict memory binding to NUMA nodes %s failed: %s", mem_list, strerror(errno));
            goto out;
        }
    }
    rc = 0;
out:
    hwloc_bitmap_free(cpus);
    hwloc_bitmap_free(mems);
    hwloc_topology_destroy(t);
    return rc;
}
