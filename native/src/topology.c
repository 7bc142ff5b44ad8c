/* Topology: loads this machine, a synthetic description or an hwloc XML file and counts objects. */
#include <stdio.h>
#include <string.h>
#include <hwloc.h>

#include "tutti_overseer.h"
#include "internal.h"

int tutti_topology_open(hwloc_topology_t *topology, const char *synthetic, const char *xml_path,
                        char *err, size_t err_len)
{
    hwloc_topology_t t;
    if (hwloc_topology_init(&t) != 0) {
        snprintf(err, err_len, "hwloc could not initialise a topology: %s", strerror(errno));
        return -1;
    }
    /* hwloc drops instruction caches unless asked; lstopo keeps them, and so do we. */
    hwloc_topology_set_icache_types_filter(t, HWLOC_TYPE_FILTER_KEEP_ALL);
    if (synthetic && xml_path) {
        snprintf(err, err_len, "give either a synthetic description or an XML file, not both");
        hwloc_topology_destroy(t);
        return -1;
    }
    if (synthetic && hwloc_topology_set_synthetic(t, synthetic) != 0) {
        snprintf(err, err_len, "invalid synthetic topology '%s' (hwloc 2 syntax, e.g. "
                 "'pack:2 [numa] l3:1 core:4 pu:1')", synthetic);
        hwloc_topology_destroy(t);
        return -1;
    }
    if (xml_path && hwloc_topology_set_xml(t, xml_path) != 0) {
        snprintf(err, err_len, "cannot read hwloc XML file '%s': %s", xml_path, strerror(errno));
        hwloc_topology_destroy(t);
        return -1;
    }
    if (hwloc_topology_load(t) != 0) {
        snprintf(err, err_len, "hwloc could not load the topology: %s", strerror(errno));
        hwloc_topology_destroy(t);
        return -1;
    }
    *topology = t;
    return 0;
}

int tutti_topology_summarize(const char *synthetic, const char *xml_path,
                             tutti_topology_summary *out, char *err, size_t err_len)
{
    hwloc_topology_t t;
    if (tutti_topology_open(&t, synthetic, xml_path, err, err_len) != 0)
        return -1;
    memset(out, 0, sizeof(*out));
    out->packages = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_PACKAGE);
    out->numa_nodes = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_NUMANODE);
    out->l3_caches = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_L3CACHE);
    out->l2_caches = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_L2CACHE);
    out->cores = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_CORE);
    out->pus = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_PU);
    out->is_this_system = hwloc_topology_is_thissystem(t);
    hwloc_topology_destroy(t);
    return 0;
}
