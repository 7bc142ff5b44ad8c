/* Versions of the native libraries this build links against. */
#include <stdio.h>
#include <hwloc.h>
#include <perfmon/pfmlib.h>

#include "tutti_overseer.h"

void tutti_library_versions(char *buf, size_t len)
{
    /* hwloc's header names its release; libpfm4 only reports its interface version. */
    int pfm = pfm_get_version();
    snprintf(buf, len, "hwloc %s, libpfm4 interface %d.%d",
             HWLOC_VERSION, PFM_MAJ_VERSION(pfm), PFM_MIN_VERSION(pfm));
}
