/* The topology of this machine, loaded once per process and shared by the binding calls. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <hwloc.h>

#include "internal.h"

static pthread_once_t once = PTHREAD_ONCE_INIT;
static hwloc_topology_t system_topology;
static char system_error[256];

static void load(void)
{
    if (tutti_topology_open(&system_topology, NULL, NULL, system_error, sizeof(system_error)) != 0)
        system_topology = NULL;
}

hwloc_topology_t tutti_system_topology(char *err, size_t err_len)
{
    pthread_once(&once, load);
    if (!system_topology)
        snprintf(err, err_len, "%s", system_error);
    return system_topology;
}

int tutti_require_this_system(hwloc_topology_t topology, const char *what, char *err, size_t err_len)
{
    if (hwloc_topology_is_thissystem(topology))
        return 0;
    /* hwloc would accept the call and do nothing: refuse instead of pretending. */
    snprintf(err, err_len, "cannot %s on a synthetic or XML topology: it describes another machine, "
             "binding needs this machine's own topology", what);
    return -1;
}
