/* Helpers shared by the library's source files; not part of the public API. */
#ifndef TUTTI_OVERSEER_INTERNAL_H
#define TUTTI_OVERSEER_INTERNAL_H

#include <errno.h>
#include <hwloc.h>

int tutti_topology_open(hwloc_topology_t *topology, const char *synthetic, const char *xml_path,
                        char *err, size_t err_len);

#endif
