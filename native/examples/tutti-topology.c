/* Prints what the overseer sees of a machine: tutti-topology [SYNTHETIC | --xml FILE]. */
#include <stdio.h>
#include <string.h>

#include "tutti_overseer.h"

int main(int argc, char **argv)
{
    const char *synthetic = NULL, *xml = NULL;
    if (argc == 3 && strcmp(argv[1], "--xml") == 0)
        xml = argv[2];
    else if (argc == 2)
        synthetic = argv[1];
    else if (argc != 1) {
        fprintf(stderr, "usage: %s [SYNTHETIC | --xml FILE]\n", argv[0]);
        return 2;
    }
    char err[TUTTI_ERR_LEN], versions[128];
    tutti_topology_summary s;
    if (tutti_topology_summarize(synthetic, xml, &s, err, sizeof(err)) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    tutti_library_versions(versions, sizeof(versions));
    printf("%s machine (%s)\n", s.is_this_system ? "this" : "described", versions);
    printf("  packages %d, NUMA nodes %d, L3 caches %d, L2 caches %d, cores %d, PUs %d\n",
           s.packages, s.numa_nodes, s.l3_caches, s.l2_caches, s.cores, s.pus);
    if (!s.is_this_system)
        printf("  (not this system: binding is refused on it)\n");
    return 0;
}
