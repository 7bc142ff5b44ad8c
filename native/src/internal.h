/* Helpers shared by the library's source files; not part of the public API. */
#ifndef TUTTI_OVERSEER_INTERNAL_H
#define TUTTI_OVERSEER_INTERNAL_H

#include <errno.h>
#include <hwloc.h>

int tutti_topology_open(hwloc_topology_t *topology, const char *synthetic, const char *xml_path,
                        char *err, size_t err_len);

/* This machine's topology, loaded on first use; NULL with a message in err if it cannot load. */
hwloc_topology_t tutti_system_topology(char *err, size_t err_len);

/* 0 when topology is this machine's; else -1 and a message saying that binding needs it. */
int tutti_require_this_system(hwloc_topology_t topology, const char *what, char *err, size_t err_len);

/* Parses a CPU or node list and checks every index is allowed to this process. */
/* Binds every thread of this process (GC and JIT threads too) to cpu_list; 0, or -1 with err. */
int tutti_bind_all_threads(hwloc_topology_t t, const char *cpu_list, char *err, size_t err_len);

int tutti_parse_allowed(const char *what, const char *list, hwloc_const_bitmap_t allowed,
                        hwloc_bitmap_t set, char *err, size_t err_len);

#endif
