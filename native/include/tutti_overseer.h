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

#endif
