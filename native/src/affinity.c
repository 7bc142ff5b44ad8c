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
int tutti_parse_allowed(const char *what, const char *list, hwloc_const_bitmap_t allowed,
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

/* Every thread of this process, those it has and those it will create, to the CPUs in cpu_list.
 * On Linux the process-wide call sets each thread /proc/self/task lists: GC and JIT threads too. */
int tutti_bind_all_threads(hwloc_topology_t t, const char *cpu_list, char *err, size_t err_len)
{
    hwloc_bitmap_t cpus = hwloc_bitmap_alloc();
    int rc = tutti_parse_allowed("cpus", cpu_list, hwloc_topology_get_allowed_cpuset(t), cpus, err, err_len);
    if (rc == 0 && hwloc_set_cpubind(t, cpus, HWLOC_CPUBIND_PROCESS) != 0) {
        snprintf(err, err_len, "binding the process to CPUs %s failed: %s", cpu_list, strerror(errno));
        rc = -1;
    }
    hwloc_bitmap_free(cpus);
    return rc;
}

int tutti_bind_process(const char *cpu_list, const char *mem_list, char *err, size_t err_len)
{
    hwloc_topology_t t = tutti_system_topology(err, err_len);
    if (!t)
        return -1;
    int rc = -1;
    hwloc_bitmap_t mems = hwloc_bitmap_alloc();
    if (cpu_list && tutti_bind_all_threads(t, cpu_list, err, err_len) != 0)
        goto out;
    if (mem_list) {
        if (tutti_parse_allowed("mems", mem_list, hwloc_topology_get_allowed_nodeset(t), mems, err, err_len))
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
    hwloc_bitmap_free(mems);
    return rc;
}

/* The system topology and this machine check, for the calls below. */
static hwloc_topology_t system_for(const char *what, char *err, size_t err_len)
{
    hwloc_topology_t t = tutti_system_topology(err, err_len);
    if (t && tutti_require_this_system(t, what, err, err_len) != 0)
        return NULL;
    return t;
}

static pid_t resolve(pid_t tid)
{
    return tid == 0 ? tutti_current_tid() : tid;
}

int tutti_thread_bind(pid_t tid, const char *cpu_list, char *err, size_t err_len)
{
    hwloc_topology_t t = system_for("bind a thread", err, err_len);
    if (!t)
        return -1;
    hwloc_bitmap_t set = hwloc_bitmap_alloc();
    int rc = tutti_parse_allowed("cpus", cpu_list, hwloc_topology_get_allowed_cpuset(t), set, err, err_len);
    if (rc == 0 && hwloc_set_proc_cpubind(t, resolve(tid), set, HWLOC_CPUBIND_THREAD) != 0) {
        snprintf(err, err_len, "binding thread %d to CPUs %s failed: %s", (int) resolve(tid), cpu_list,
                 errno == ESRCH ? "no such thread" : strerror(errno));
        rc = -1;
    }
    hwloc_bitmap_free(set);
    return rc;
}

int tutti_thread_unbind(pid_t tid, char *err, size_t err_len)
{
    hwloc_topology_t t = system_for("unbind a thread", err, err_len);
    if (!t)
        return -1;
    if (hwloc_set_proc_cpubind(t, resolve(tid), hwloc_topology_get_allowed_cpuset(t), HWLOC_CPUBIND_THREAD) != 0) {
        snprintf(err, err_len, "unbinding thread %d failed: %s", (int) resolve(tid),
                 errno == ESRCH ? "no such thread" : strerror(errno));
        return -1;
    }
    return 0;
}

int tutti_thread_affinity(pid_t tid, char *out, size_t out_len, char *err, size_t err_len)
{
    hwloc_topology_t t = system_for("read a thread's binding", err, err_len);
    if (!t)
        return -1;
    hwloc_bitmap_t set = hwloc_bitmap_alloc();
    int rc = hwloc_get_proc_cpubind(t, resolve(tid), set, HWLOC_CPUBIND_THREAD);
    if (rc != 0)
        snprintf(err, err_len, "reading the binding of thread %d failed: %s", (int) resolve(tid),
                 errno == ESRCH ? "no such thread" : strerror(errno));
    else
        hwloc_bitmap_list_snprintf(out, out_len, set);
    hwloc_bitmap_free(set);
    return rc == 0 ? 0 : -1;
}

int tutti_thread_membind(const char *node_list, char *err, size_t err_len)
{
    hwloc_topology_t t = system_for("bind memory", err, err_len);
    if (!t)
        return -1;
    hwloc_bitmap_t nodes = hwloc_bitmap_alloc();
    int rc = tutti_parse_allowed("mems", node_list, hwloc_topology_get_allowed_nodeset(t), nodes, err, err_len);
    /* BIND alone becomes a preferred policy on Linux; STRICT makes it a real bind. */
    if (rc == 0 && hwloc_set_membind(t, nodes, HWLOC_MEMBIND_BIND,
                                     HWLOC_MEMBIND_THREAD | HWLOC_MEMBIND_STRICT | HWLOC_MEMBIND_BYNODESET) != 0) {
        snprintf(err, err_len, "strict memory binding to NUMA nodes %s failed: %s", node_list, strerror(errno));
        rc = -1;
    }
    hwloc_bitmap_free(nodes);
    return rc;
}

int tutti_thread_memunbind(char *err, size_t err_len)
{
    hwloc_topology_t t = system_for("unbind memory", err, err_len);
    if (!t)
        return -1;
    if (hwloc_set_membind(t, hwloc_topology_get_complete_nodeset(t), HWLOC_MEMBIND_DEFAULT,
                          HWLOC_MEMBIND_THREAD | HWLOC_MEMBIND_BYNODESET) != 0) {
        snprintf(err, err_len, "resetting the memory policy failed: %s", strerror(errno));
        return -1;
    }
    return 0;
}

int tutti_thread_membinding(char *policy, size_t policy_len, char *nodes, size_t nodes_len,
                            char *err, size_t err_len)
{
    hwloc_topology_t t = system_for("read the memory binding", err, err_len);
    if (!t)
        return -1;
    hwloc_bitmap_t set = hwloc_bitmap_alloc();
    hwloc_membind_policy_t p;
    int rc = hwloc_get_membind(t, set, &p, HWLOC_MEMBIND_THREAD | HWLOC_MEMBIND_BYNODESET);
    if (rc != 0) {
        snprintf(err, err_len, "reading the memory binding failed: %s", strerror(errno));
    } else {
        const char *name = p == HWLOC_MEMBIND_BIND ? "bind" : p == HWLOC_MEMBIND_INTERLEAVE ? "interleave"
                         : p == HWLOC_MEMBIND_FIRSTTOUCH ? "firsttouch" : p == HWLOC_MEMBIND_NEXTTOUCH ? "nexttouch"
                         : p == HWLOC_MEMBIND_DEFAULT ? "default" : "mixed";
        snprintf(policy, policy_len, "%s", name);
        hwloc_bitmap_list_snprintf(nodes, nodes_len, set);
    }
    hwloc_bitmap_free(set);
    return rc == 0 ? 0 : -1;
}
