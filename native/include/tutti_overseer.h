/* Public C API of the Tutti overseer: what the JNI bridge, the agent, tests and examples use. */
#ifndef TUTTI_OVERSEER_H
#define TUTTI_OVERSEER_H

#include <stddef.h>
#include <sys/types.h>

#define TUTTI_ERR_LEN 256

/* Object counts of a machine, as hwloc sees it. */
typedef struct {
    int packages;
    int numa_nodes;
    int l3_caches;
    int l2_caches;
    int cores;
    int pus;
    int is_this_system; /* 0 for synthetic and XML topologies: binding must be refused there */
} tutti_topology_summary;

/* Loads the topology of this system (both sources NULL), of a synthetic description, or of an
 * hwloc XML file, and counts its objects. Returns 0, or -1 with a message in err. */
int tutti_topology_summarize(const char *synthetic, const char *xml_path,
                             tutti_topology_summary *out, char *err, size_t err_len);

/* Describes every object of a topology, one line each, depth first with memory children (NUMA
 * nodes) listed right after the object they are attached to:
 *   type \t logical \t os \t parent \t cpuset \t nodeset \t size \t level \t cache_type
 * type is hwloc's type name (Machine, Package, NUMANode, L3Cache, Core, PU, ...); parent is the
 * line number (from 0) of the parent object, -1 for the machine; os is -1 when unknown; size is the
 * NUMA node's local memory or the cache size in bytes, 0 otherwise; level and cache_type (Unified,
 * Data, Instruction) are set for caches only. *is_this_system tells whether the topology is this
 * machine's (binding is refused otherwise). The caller frees *out with free(). Returns 0 or -1. */
int tutti_topology_describe(const char *synthetic, const char *xml_path, char **out, int *is_this_system,
                            char *err, size_t err_len);

/* The topology as hwloc XML (what lstopo --of xml writes). The caller frees *out with free(). */
int tutti_topology_export_xml(const char *synthetic, const char *xml_path, char **out,
                              char *err, size_t err_len);

/* Linux thread id of the calling thread (what /proc/<pid>/task lists). */
pid_t tutti_current_tid(void);

/* Version strings of the native libraries this build uses, e.g. "hwloc 2.9.0, libpfm4 4.13". */
void tutti_library_versions(char *buf, size_t len);

/* Binds the whole process (every thread it has and will create) to the CPUs in cpu_list
 * ("0-3,8"), and strictly binds the calling thread's memory (inherited by threads it creates
 * later) to the NUMA nodes in mem_list. Either list may be NULL. Returns 0, or -1 with err. */
int tutti_bind_process(const char *cpu_list, const char *mem_list, char *err, size_t err_len);

/* Thread binding on this machine. tid 0 is the calling thread. Lists are Linux lists ("0-3,8"). */
int tutti_thread_bind(pid_t tid, const char *cpu_list, char *err, size_t err_len);
/* Lets the thread run on every CPU this process may use again. */
int tutti_thread_unbind(pid_t tid, char *err, size_t err_len);
/* Writes the CPUs the thread may run on into out. */
int tutti_thread_affinity(pid_t tid, char *out, size_t out_len, char *err, size_t err_len);

/* Strictly binds the calling thread's future memory allocations to NUMA nodes (inherited by the
 * threads it creates). Strict: allocation fails rather than spilling to another node. */
int tutti_thread_membind(const char *node_list, char *err, size_t err_len);
/* Back to the system's default memory policy for the calling thread. */
int tutti_thread_memunbind(char *err, size_t err_len);
/* The calling thread's memory policy ("bind", "default", "interleave", ...) and its nodes. */
int tutti_thread_membinding(char *policy, size_t policy_len, char *nodes, size_t nodes_len,
                            char *err, size_t err_len);

/* What re-binding a running process did to its memory: the mappings bound (their pages moved to
 * the nodes) and those the kernel refused (pages it could not move). */
struct tutti_rebound {
    int regions;
    int regions_refused;
};

/* Re-binds this running process: every thread it has now (GC and JIT threads included) to the
 * CPUs in cpu_list, and, where mem_list is given, strictly binds each private anonymous mapping
 * (the Java heap, stacks, arenas) to those NUMA nodes, moving its pages there, and the calling
 * thread's later allocations. Either list may be NULL. Returns 0, or -1 with err. */
int tutti_rebind_process(const char *cpu_list, const char *mem_list, struct tutti_rebound *done,
                         char *err, size_t err_len);

/* Counters (libpfm4 event names such as "perf::PAGE-FAULTS", opened with perf_event_open). */
#include <stdint.h>

enum {
    TUTTI_COUNTER_SUPPORTED = 0,
    TUTTI_COUNTER_NOT_SUPPORTED = 1,     /* the machine has no such counter (e.g. no PMU in a VM) */
    TUTTI_COUNTER_PERMISSION_DENIED = 2, /* perf_event_paranoid or capabilities forbid it */
    TUTTI_COUNTER_INVALID = 3,           /* bad name, bad thread or CPU, other failures */
    TUTTI_COUNTER_UNPROBED = 4
};
enum { TUTTI_COUNTER_ENABLE, TUTTI_COUNTER_DISABLE, TUTTI_COUNTER_RESET };

/* Opens one counter, disabled, for a thread (tid >= 0, 0 = caller; cpu -1) or for a core (tid -1,
 * cpu >= 0), counting user and kernel level. Returns the fd, or -1 with *status and a message. */
int tutti_counter_open(const char *event, pid_t tid, int cpu, int *status, char *err, size_t err_len);
/* Like tutti_counter_open, but read as a group (PERF_FORMAT_GROUP): with leader -1 it opens a new
 * group; else it joins the leader's group (*joined = 1) or, when the group cannot take it, opens a
 * group of its own (*joined = 0). Enable, disable and reset each member still on its own fd. */
int tutti_counter_open_grouped(const char *event, pid_t tid, int cpu, int leader, int *joined, int *status, char *err,
                               size_t err_len);
/* Reads a group of count members through its leader in one system call: values[3i..3i+2] =
 * member i's value scaled (as tutti_counter_scaled), time enabled, time running; members in the
 * order they joined. Returns 0 or -1 (errno; ENOSPC or EPROTO when the group has fewer or more). */
int tutti_counter_read_group(int leader, int count, uint64_t *values);
/* TUTTI_COUNTER_ENABLE, _DISABLE or _RESET. Returns 0 or -1 (errno). */
int tutti_counter_control(int fd, int what);
/* Reads {value, time enabled, time running}. Returns 0 or -1. */
int tutti_counter_read(int fd, uint64_t values[3]);
/* The value extrapolated to the enabled time when the counter was multiplexed. */
uint64_t tutti_counter_scaled(const uint64_t values[3]);
/* Every event of the PMUs present, one line each: name \t status \t reason \t description.
 * With probe, each is opened on the calling thread once to learn its status. Free *out. */
int tutti_counters_list(int probe, char **out, char *err, size_t err_len);

#endif
