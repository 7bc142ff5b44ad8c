/* Topology walk: every object with its sets and sizes, as text lines for the Java model, and XML export. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <hwloc.h>

#include "tutti_overseer.h"
#include "internal.h"

typedef struct {
    char *buf;
    size_t len;
    size_t cap;
    int lines;
    int failed;
} text;

static void append(text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void append(text *t, const char *fmt, ...)
{
    if (t->failed)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(t->buf + t->len, t->cap - t->len, fmt, ap);
        va_end(ap);
        if (n < 0) {
            t->failed = 1;
            return;
        }
        if ((size_t) n < t->cap - t->len) {
            t->len += (size_t) n;
            return;
        }
        size_t cap = t->cap * 2 + (size_t) n + 1;
        char *bigger = realloc(t->buf, cap);
        if (!bigger) {
            t->failed = 1;
            return;
        }
        t->buf = bigger;
        t->cap = cap;
    }
}

static void describe(text *t, hwloc_obj_t obj, int parent_line)
{
    char cpuset[1024] = "", nodeset[256] = "";
    if (obj->cpuset)
        hwloc_bitmap_list_snprintf(cpuset, sizeof(cpuset), obj->cpuset);
    if (obj->nodeset)
        hwloc_bitmap_list_snprintf(nodeset, sizeof(nodeset), obj->nodeset);
    unsigned long long size = 0;
    int level = 0;
    const char *cache_type = "";
    if (obj->type == HWLOC_OBJ_NUMANODE) {
        size = obj->attr->numanode.local_memory;
    } else if (hwloc_obj_type_is_cache(obj->type)) {
        size = obj->attr->cache.size;
        level = (int) obj->attr->cache.depth;
        cache_type = obj->attr->cache.type == HWLOC_OBJ_CACHE_DATA ? "Data"
                   : obj->attr->cache.type == HWLOC_OBJ_CACHE_INSTRUCTION ? "Instruction" : "Unified";
    }
    long os = obj->os_index == HWLOC_UNKNOWN_INDEX ? -1L : (long) obj->os_index;
    int line = t->lines++;
    append(t, "%s\t%u\t%ld\t%d\t%s\t%s\t%llu\t%d\t%s\n", hwloc_obj_type_string(obj->type), obj->logical_index,
           os, parent_line, cpuset, nodeset, size, level, cache_type);
    /* NUMA nodes hang off the object whose memory they are: list them first, as lstopo does. */
    for (hwloc_obj_t m = obj->memory_first_child; m; m = m->next_sibling)
        describe(t, m, line);
    for (hwloc_obj_t c = obj->first_child; c; c = c->next_sibling)
        describe(t, c, line);
}

int tutti_topology_describe(const char *synthetic, const char *xml_path, char **out, int *is_this_system,
                            char *err, size_t err_len)
{
    hwloc_topology_t topology;
    if (tutti_topology_open(&topology, synthetic, xml_path, err, err_len) != 0)
        return -1;
    text t = { .buf = malloc(4096), .cap = 4096 };
    if (!t.buf)
        t.failed = 1;
    else
        t.buf[0] = '\0';
    describe(&t, hwloc_get_root_obj(topology), -1);
    *is_this_system = hwloc_topology_is_thissystem(topology);
    hwloc_topology_destroy(topology);
    if (t.failed) {
        free(t.buf);
        snprintf(err, err_len, "out of memory while describing the topology");
        return -1;
    }
    *out = t.buf;
    return 0;
}

int tutti_topology_export_xml(const char *synthetic, const char *xml_path, char **out,
                              char *err, size_t err_len)
{
    hwloc_topology_t topology;
    if (tutti_topology_open(&topology, synthetic, xml_path, err, err_len) != 0)
        return -1;
    char *xml = NULL;
    int len = 0;
    if (hwloc_topology_export_xmlbuffer(topology, &xml, &len, 0) != 0 || !xml) {
        hwloc_topology_destroy(topology);
        snprintf(err, err_len, "hwloc could not export the topology as XML");
        return -1;
    }
    /* hwloc's buffer must go back through hwloc_free_xmlbuffer; hand the caller a malloc'd copy. */
    *out = strdup(xml);
    hwloc_free_xmlbuffer(topology, xml);
    hwloc_topology_destroy(topology);
    if (!*out) {
        snprintf(err, err_len, "out of memory while exporting the topology");
        return -1;
    }
    return 0;
}
