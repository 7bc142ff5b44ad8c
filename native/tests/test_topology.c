/* Topology counts of the machines in the papers (synthetic), of this system, and bad input. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tutti_overseer.h"
#include "check.h"

typedef struct {
    const char *name;
    const char *synthetic;
    tutti_topology_summary expected;
} machine;

static const machine machines[] = {
    { "Opteron-12", "pack:2 [numa] l3:1(size=6MiB) l2:6(size=512KiB) l1d:1(size=64KiB) core:1 pu:1",
      { .packages = 2, .numa_nodes = 2, .l3_caches = 2, .l2_caches = 12, .cores = 12, .pus = 12 } },
    { "Nehalem-24", "pack:4 [numa] l3:1(size=18MiB) l2:6(size=256KiB) l1d:1(size=32KiB) core:1 pu:1",
      { .packages = 4, .numa_nodes = 4, .l3_caches = 4, .l2_caches = 24, .cores = 24, .pus = 24 } },
    /* No NUMA level: hwloc still reports one machine-wide node. */
    { "Xeon-16", "pack:4 l2:2(size=4MiB) l1d:2(size=32KiB) core:1 pu:1",
      { .packages = 4, .numa_nodes = 1, .l3_caches = 0, .l2_caches = 8, .cores = 16, .pus = 16 } },
    { "P7-32", "pack:4 [numa] l3:8(size=4MiB) l2:1(size=256KiB) l1d:1(size=32KiB) core:1 pu:1",
      { .packages = 4, .numa_nodes = 4, .l3_caches = 32, .l2_caches = 32, .cores = 32, .pus = 32 } },
};

static void check_machine(const machine *m)
{
    char err[TUTTI_ERR_LEN] = "";
    tutti_topology_summary s;
    int rc = tutti_topology_summarize(m->synthetic, NULL, &s, err, sizeof(err));
    CHECK(rc == 0, "%s loads: %s", m->name, err);
    if (rc != 0)
        return;
    char what[64];
#define FIELD(f) snprintf(what, sizeof(what), "%s " #f, m->name); CHECK_INT(m->expected.f, s.f, what)
    FIELD(packages); FIELD(numa_nodes); FIELD(l3_caches); FIELD(l2_caches); FIELD(cores); FIELD(pus);
#undef FIELD
    CHECK(s.is_this_system == 0, "%s is synthetic, not this system", m->name);
}

/* Counts lines of a description whose first field is type, and checks the XML export reloads. */
static int count_type(const char *description, const char *type)
{
    int n = 0;
    size_t len = strlen(type);
    for (const char *line = description; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
        if (strncmp(line, type, len) == 0 && line[len] == '\t')
            n++;
    return n;
}

static void check_description_and_xml(void)
{
    const machine *nehalem = &machines[1];
    char err[TUTTI_ERR_LEN] = "";
    char *text = NULL;
    int this_system = 1;
    CHECK(tutti_topology_describe(nehalem->synthetic, NULL, &text, &this_system, err, sizeof(err)) == 0, "describe: %s", err);
    CHECK(this_system == 0, "a synthetic description is not this system");
    if (!text)
        return;
    CHECK_INT(4, count_type(text, "Package"), "described packages");
    CHECK_INT(4, count_type(text, "NUMANode"), "described NUMA nodes");
    CHECK_INT(4, count_type(text, "L3Cache"), "described L3 caches");
    CHECK_INT(24, count_type(text, "Core"), "described cores");
    CHECK(strncmp(text, "Machine\t0\t", 10) == 0, "the machine comes first: %.40s", text);
    CHECK(strstr(text, "L3Cache\t0\t-1\t") != NULL, "synthetic caches have no OS index");
    CHECK(strstr(text, "\t18874368\t3\tUnified\n") != NULL, "the L3 size and level are described");
    free(text);

    char *xml = NULL;
    CHECK(tutti_topology_export_xml(nehalem->synthetic, NULL, &xml, err, sizeof(err)) == 0, "export: %s", err);
    if (!xml)
        return;
    char path[] = "/tmp/tutti-topology-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0 && write(fd, xml, strlen(xml)) == (ssize_t) strlen(xml), "XML written to %s", path);
    close(fd);
    tutti_topology_summary s;
    CHECK(tutti_topology_summarize(NULL, path, &s, err, sizeof(err)) == 0, "exported XML reloads: %s", err);
    CHECK_INT(24, s.cores, "cores after an XML round trip");
    CHECK_INT(4, s.numa_nodes, "NUMA nodes after an XML round trip");
    unlink(path);
    free(xml);
}

int main(void)
{
    check_description_and_xml();
    for (size_t i = 0; i < sizeof(machines) / sizeof(machines[0]); i++)
        check_machine(&machines[i]);

    char err[TUTTI_ERR_LEN] = "";
    tutti_topology_summary here;
    CHECK(tutti_topology_summarize(NULL, NULL, &here, err, sizeof(err)) == 0, "this system loads: %s", err);
    CHECK(here.is_this_system == 1, "this system is this system");
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    CHECK_INT(online, here.pus, "PUs of this system versus sysconf");
    CHECK(here.numa_nodes >= 1, "at least one NUMA node, got %d", here.numa_nodes);

    err[0] = '\0';
    CHECK(tutti_topology_summarize("pack:banana", NULL, &here, err, sizeof(err)) == -1, "bad synthetic rejected");
    CHECK(strstr(err, "pack:banana") != NULL, "message names the description: %s", err);
    err[0] = '\0';
    CHECK(tutti_topology_summarize(NULL, "/nonexistent/topo.xml", &here, err, sizeof(err)) == -1, "missing XML rejected");
    CHECK(strstr(err, "/nonexistent/topo.xml") != NULL, "message names the file: %s", err);
    return check_report("test_topology");
}
