/* The NUMA micro-benchmark of the papers: one thread on one CPU walks a byte array, reading,
 * incrementing and writing back every element, in the order of an index array that is either in
 * order (linear) or shuffled with a fixed seed so that no two consecutive accesses are adjacent
 * (random). Both arrays are strictly bound to one NUMA node: the CPU's own (local) or another
 * (remote). Each run prints its time and a stall counter, or why the machine cannot count it.
 *
 *   numabench [--size BYTES] [--pattern linear|random] [--cpu N] [--node N] [--runs N]
 *             [--seed S] [--counter EVENT] [--csv]
 *
 * Sizes take K, M and G suffixes (powers of 1024). CPUs and nodes are the OS's numbers (as in
 * /sys and numactl). Exit 0 on success, 2 for an impossible placement or a bad option (the reason
 * is printed), 1 when the machine fails the run (no memory on that node, ...). */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <hwloc.h>

#include "tutti_overseer.h"
#include "numabench.h"

struct options {
    size_t size;
    int random;
    int cpu;
    int node;
    int runs;
    unsigned long long seed;
    const char *counter;
    int csv;
};

static void usage(FILE *out)
{
    fprintf(out, "usage: numabench [--size BYTES] [--pattern linear|random] [--cpu N] [--node N] [--runs N]\n"
                 "                 [--seed S] [--counter EVENT] [--csv]\n"
                 "  --size     bytes in the walked array (K, M, G suffixes; default 64M; the paper used 1G)\n"
                 "  --pattern  linear (in order) or random (shuffled, no two consecutive accesses adjacent)\n"
                 "  --cpu      the CPU (OS number) the thread runs on (default: the first one allowed)\n"
                 "  --node     the NUMA node (OS number) both arrays are strictly bound to (default: the CPU's)\n"
                 "  --runs     timed runs after one warm-up (default 5)\n"
                 "  --seed     the shuffle's seed (default 42)\n"
                 "  --counter  the stall counter (default perf::STALLED-CYCLES-BACKEND)\n"
                 "  --csv      one CSV line per run instead of text\n");
}

/* Parses "64M", "1G", "4096"; 0 when it is not a size. */
static size_t parse_size(const char *text)
{
    char *end;
    errno = 0;
    unsigned long long n = strtoull(text, &end, 10);
    if (errno || end == text)
        return 0;
    switch (*end) {
    case 'K': case 'k': n <<= 10; end++; break;
    case 'M': case 'm': n <<= 20; end++; break;
    case 'G': case 'g': n <<= 30; end++; break;
    default: break;
    }
    return *end == '\0' ? (size_t) n : 0;
}

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

/* Checks the placement against the machine; prints why it is impossible and answers 2, else 0. */
static int check_placement(hwloc_topology_t topo, struct options *o, int *cpu_node)
{
    hwloc_obj_t pu = NULL;
    if (o->cpu < 0) {
        hwloc_const_cpuset_t allowed = hwloc_topology_get_allowed_cpuset(topo);
        int first = hwloc_bitmap_first(allowed);
        if (first < 0) {
            fprintf(stderr, "numabench: this process may run on no CPU\n");
            return 2;
        }
        o->cpu = first;
    }
    pu = hwloc_get_pu_obj_by_os_index(topo, (unsigned) o->cpu);
    if (!pu) {
        fprintf(stderr, "numabench: there is no CPU %d on this machine (CPUs: ", o->cpu);
        char *list;
        hwloc_bitmap_list_asprintf(&list, hwloc_topology_get_complete_cpuset(topo));
        fprintf(stderr, "%s)\n", list);
        free(list);
        return 2;
    }
    if (!hwloc_bitmap_isset(hwloc_topology_get_allowed_cpuset(topo), (unsigned) o->cpu)) {
        fprintf(stderr, "numabench: CPU %d is not one this process may use (see taskset or its cgroup)\n", o->cpu);
        return 2;
    }
    hwloc_bitmap_t nodes = hwloc_bitmap_alloc();
    hwloc_cpuset_to_nodeset(topo, pu->cpuset, nodes);
    *cpu_node = hwloc_bitmap_first(nodes);
    hwloc_bitmap_free(nodes);
    int node_count = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_NUMANODE);
    if (o->node < 0) {
        o->node = *cpu_node;
    }
    if (!hwloc_get_numanode_obj_by_os_index(topo, (unsigned) o->node)) {
        fprintf(stderr, "numabench: there is no NUMA node %d on this machine (%d node%s%s)\n", o->node, node_count,
                node_count == 1 ? "" : "s",
                node_count == 1 ? ": one NUMA node, so remote placement cannot be measured here" : "");
        return 2;
    }
    return 0;
}

int main(int argc, char **argv)
{
    struct options o = { 64u << 20, 0, -1, -1, 5, 42, "perf::STALLED-CYCLES-BACKEND", 0 };
    static const struct option longs[] = {
        { "size", required_argument, NULL, 's' }, { "pattern", required_argument, NULL, 'p' },
        { "cpu", required_argument, NULL, 'c' }, { "node", required_argument, NULL, 'n' },
        { "runs", required_argument, NULL, 'r' }, { "seed", required_argument, NULL, 'S' },
        { "counter", required_argument, NULL, 'e' }, { "csv", no_argument, NULL, 'C' },
        { "help", no_argument, NULL, 'h' }, { NULL, 0, NULL, 0 } };
    int c;
    while ((c = getopt_long(argc, argv, "", longs, NULL)) != -1) {
        char *end;
        switch (c) {
        case 's':
            o.size = parse_size(optarg);
            if (o.size < 4096 || o.size > ((size_t) UINT32_MAX)) {
                fprintf(stderr, "numabench: --size takes 4K to 4G bytes (e.g. 64M, 1G), not '%s'\n", optarg);
                return 2;
            }
            break;
        case 'p':
            if (strcmp(optarg, "linear") && strcmp(optarg, "random")) {
                fprintf(stderr, "numabench: --pattern is linear or random, not '%s'\n", optarg);
                return 2;
            }
            o.random = strcmp(optarg, "random") == 0;
            break;
        case 'c': case 'n': case 'r': {
            long v = strtol(optarg, &end, 10);
            if (*end || v < 0 || (c == 'r' && v < 1) || v > 1 << 20) {
                fprintf(stderr, "numabench: --%s takes a whole number%s, not '%s'\n",
                        c == 'c' ? "cpu" : c == 'n' ? "node" : "runs", c == 'r' ? " from 1" : "", optarg);
                return 2;
            }
            if (c == 'c') o.cpu = (int) v; else if (c == 'n') o.node = (int) v; else o.runs = (int) v;
            break;
        }
        case 'S':
            o.seed = strtoull(optarg, &end, 10);
            if (*end) {
                fprintf(stderr, "numabench: --seed takes a whole number, not '%s'\n", optarg);
                return 2;
            }
            break;
        case 'e': o.counter = optarg; break;
        case 'C': o.csv = 1; break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return 2;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "numabench: unexpected argument '%s'\n", argv[optind]);
        usage(stderr);
        return 2;
    }

    hwloc_topology_t topo;
    hwloc_topology_init(&topo);
    if (hwloc_topology_load(topo) != 0) {
        fprintf(stderr, "numabench: hwloc cannot read this machine's topology\n");
        return 1;
    }
    int cpu_node = -1;
    int refused = check_placement(topo, &o, &cpu_node);
    hwloc_topology_destroy(topo);
    if (refused)
        return refused;

    char err[TUTTI_ERR_LEN], list[32];
    snprintf(list, sizeof(list), "%d", o.cpu);
    if (tutti_thread_bind(0, list, err, sizeof(err)) != 0) {
        fprintf(stderr, "numabench: cannot run on CPU %d: %s\n", o.cpu, err);
        return 1;
    }
    snprintf(list, sizeof(list), "%d", o.node);
    if (tutti_thread_membind(list, err, sizeof(err)) != 0) {
        fprintf(stderr, "numabench: cannot bind memory to node %d: %s\n", o.node, err);
        return 1;
    }
    size_t n = o.size;
    unsigned char *data = malloc(n);
    uint32_t *index = malloc(n * sizeof(uint32_t));
    if (!data || !index) {
        fprintf(stderr, "numabench: node %d cannot hold %zu bytes and their %zu-byte index (strictly bound)\n", o.node, n,
                n * sizeof(uint32_t));
        return 1;
    }
    memset(data, 0, n); /* first touch, under the strict binding: every page on the node */
    numabench_order(index, n, o.random, o.seed);
    if (numabench_check(index, n, o.random) != 0) {
        fprintf(stderr, "numabench: the %s order is not a valid one (a bug)\n", o.random ? "random" : "linear");
        return 1;
    }

    int status = TUTTI_COUNTER_INVALID;
    int fd = tutti_counter_open(o.counter, 0, -1, &status, err, sizeof(err));
    const char *placement = o.node == cpu_node ? "local" : "remote";
    if (o.csv)
        printf("run,pattern,size,cpu,node,placement,seconds,counter,value\n");
    else
        printf("numabench: %zu bytes, %s, CPU %d (node %d), memory strictly on node %d (%s), %d runs after a warm-up\n",
               n, o.random ? "random" : "linear", o.cpu, cpu_node, o.node, placement, o.runs);
    double *times = calloc((size_t) o.runs, sizeof(double));
    double *counts = calloc((size_t) o.runs, sizeof(double));
    for (int run = 0; run <= o.runs; run++) {
        if (fd >= 0) {
            tutti_counter_control(fd, TUTTI_COUNTER_RESET);
            tutti_counter_control(fd, TUTTI_COUNTER_ENABLE);
        }
        double start = seconds_now();
        for (size_t i = 0; i < n; i++)
            data[index[i]]++;
        double elapsed = seconds_now() - start;
        uint64_t v[3] = { 0, 0, 0 };
        if (fd >= 0) {
            tutti_counter_control(fd, TUTTI_COUNTER_DISABLE);
            tutti_counter_read(fd, v);
        }
        if (run == 0)
            continue; /* the warm-up: caches, TLB and the CPU's clock settle */
        times[run - 1] = elapsed;
        counts[run - 1] = (double) tutti_counter_scaled(v);
        char value[TUTTI_ERR_LEN + 32];
        if (fd >= 0)
            snprintf(value, sizeof(value), "%llu", (unsigned long long) tutti_counter_scaled(v));
        else
            snprintf(value, sizeof(value), "%s", status == TUTTI_COUNTER_PERMISSION_DENIED
                     ? "permission denied" : "not supported on this machine");
        if (o.csv)
            printf("%d,%s,%zu,%d,%d,%s,%.6f,%s,%s\n", run, o.random ? "random" : "linear", n, o.cpu, o.node, placement,
                   elapsed, o.counter, value);
        else
            printf("run %d: %.6f s, %s %s\n", run, elapsed, o.counter, value);
    }
    /* The data's sum keeps the walk from being optimized away, and shows every element was visited. */
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += data[i];
    uint64_t expected = (uint64_t) n * (uint64_t) ((o.runs + 1) % 256); /* bytes wrap at 256 */
    if (sum != expected) {
        fprintf(stderr, "numabench: %llu increments counted, %llu expected\n", (unsigned long long) sum,
                (unsigned long long) expected);
        return 1;
    }
    if (!o.csv) {
        double mean = 0, sd = 0;
        for (int r = 0; r < o.runs; r++)
            mean += times[r] / o.runs;
        for (int r = 0; r < o.runs; r++)
            sd += (times[r] - mean) * (times[r] - mean) / (o.runs > 1 ? o.runs - 1 : 1);
        printf("mean %.6f s, standard deviation %.6f s", mean, sqrt(sd));
        if (fd >= 0 && o.runs > 2) {
            double mc = 0, sxy = 0, sxx = 0, syy = 0;
            for (int r = 0; r < o.runs; r++)
                mc += counts[r] / o.runs;
            for (int r = 0; r < o.runs; r++) {
                sxy += (times[r] - mean) * (counts[r] - mc);
                sxx += (times[r] - mean) * (times[r] - mean);
                syy += (counts[r] - mc) * (counts[r] - mc);
            }
            if (sxx > 0 && syy > 0)
                printf(", correlation of time and %s %.3f", o.counter, sxy / sqrt(sxx * syy));
        } else if (fd < 0) {
            printf(", %s", err); /* it names the event and why */
        }
        printf("\n");
    }
    if (fd >= 0)
        close(fd);
    free(times);
    free(counts);
    free(index);
    free(data);
    return 0;
}
