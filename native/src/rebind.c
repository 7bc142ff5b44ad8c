/* Re-binding a running process: every thread it has now, and the memory it has mapped. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <hwloc.h>

#include "tutti_overseer.h"
#include "internal.h"

/* A private, writable, anonymous mapping: the Java heap, thread stacks, malloc arenas, code caches. */
static int rebindable(const char *perms, unsigned long inode, const char *path)
{
    if (perms[1] != 'w' || perms[3] != 'p' || inode != 0)
        return 0;
    /* The kernel's own pages of every process: they take no policy. */
    return strcmp(path, "[vsyscall]") != 0 && strcmp(path, "[vvar]") != 0 && strcmp(path, "[vdso]") != 0
        && strncmp(path, "[vvar_", 6) != 0;
}

/* Binds every private anonymous mapping of this process to nodes and moves its pages there. */
static int rebind_memory(hwloc_topology_t t, hwloc_const_bitmap_t nodes, struct tutti_rebound *done,
                         char *err, size_t err_len)
{
    FILE *maps = fopen("/proc/self/maps", "r");
    if (!maps) {
        snprintf(err, err_len, "cannot read /proc/self/maps: %s", strerror(errno));
        return -1;
    }
    char line[4096];
    while (fgets(line, sizeof(line), maps)) {
        unsigned long start, end, inode;
        char perms[8], path[4096] = "";
        if (sscanf(line, "%lx-%lx %7s %*s %*s %lu %4095s", &start, &end, perms, &inode, path) < 4)
            continue;
        if (!rebindable(perms, inode, path))
            continue;
        /* STRICT with MIGRATE: pages that cannot move (pinned, shared) are reported, not ignored. */
        if (hwloc_set_area_membind(t, (void *) start, end - start, nodes, HWLOC_MEMBIND_BIND,
                                   HWLOC_MEMBIND_STRICT | HWLOC_MEMBIND_MIGRATE | HWLOC_MEMBIND_BYNODESET) == 0)
            done->regions++;
        else
            done->regions_refused++;
    }
    fclose(maps);
    /* Allocations outside those mappings (new arenas, new stacks) follow the thread's policy:
     * the caller's is set; threads created from now on inherit it. */
    if (hwloc_set_membind(t, nodes, HWLOC_MEMBIND_BIND,
                          HWLOC_MEMBIND_THREAD | HWLOC_MEMBIND_STRICT | HWLOC_MEMBIND_BYNODESET) != 0) {
        snprintf(err, err_len, "strict memory binding of the calling thread failed: %s", strerror(errno));
        return -1;
    }
    if (done->regions == 0) {
        snprintf(err, err_len, "no mapping of this process could be bound to the NUMA nodes");
        return -1;
    }
    return 0;
}

int tutti_rebind_process(const char *cpu_list, const char *mem_list, struct tutti_rebound *done,
                         char *err, size_t err_len)
{
    memset(done, 0, sizeof(*done));
    hwloc_topology_t t = tutti_system_topology(err, err_len);
    if (!t || tutti_require_this_system(t, "re-bind the process", err, err_len) != 0)
        return -1;
    int rc = -1;
    hwloc_bitmap_t mems = hwloc_bitmap_alloc();
    if (cpu_list && tutti_bind_all_threads(t, cpu_list, err, err_len) != 0)
        goto out;
    if (mem_list) {
        if (tutti_parse_allowed("mems", mem_list, hwloc_topology_get_allowed_nodeset(t), mems, err, err_len))
            goto out;
        if (rebind_memory(t, mems, done, err, err_len) != 0)
            goto out;
    }
    rc = 0;
out:
    hwloc_bitmap_free(mems);
    return rc;
}
