/* JVMTI agent: binds the whole JVM before any Java thread exists, then applies per-thread
 * policies and opens per-thread counters as threads start, by thread name. */
#include <fnmatch.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <hwloc.h>
#include <jni.h>
#include <jvmti.h>

#include "tutti_overseer.h"
#include "agent_options.h"
#include "bridge.h"
#include "internal.h"

#define MAX_COUNTED_THREADS 4096

typedef struct {
    hwloc_bitmap_t *targets; /* one CPU set per core, PU or package of the process set */
    int target_count;
    atomic_int next;
} rule_targets;

static tutti_agent_options options;
static rule_targets targets[TUTTI_MAX_RULES];

static pthread_mutex_t counted_lock = PTHREAD_MUTEX_INITIALIZER;
static tutti_agent_thread counted[MAX_COUNTED_THREADS];
static int counted_count;
static int counted_dropped;
static char event_reasons[TUTTI_MAX_EVENTS][TUTTI_ERR_LEN];
static int event_status[TUTTI_MAX_EVENTS];

/* Splits the process's CPUs into the units a policy hands out, in topology order. */
static int prepare_targets(hwloc_topology_t t, hwloc_const_bitmap_t process, tutti_thread_rule *rule,
                           rule_targets *out, char *err, size_t err_len)
{
    hwloc_obj_type_t type = rule->policy == TUTTI_POLICY_PER_PU ? HWLOC_OBJ_PU
                          : rule->policy == TUTTI_POLICY_PER_CORE ? HWLOC_OBJ_CORE : HWLOC_OBJ_PACKAGE;
    int n = hwloc_get_nbobjs_by_type(t, type);
    out->targets = calloc((size_t) (n > 0 ? n : 1), sizeof(hwloc_bitmap_t));
    out->target_count = 0;
    for (int i = 0; i < n; i++) {
        hwloc_obj_t obj = hwloc_get_obj_by_type(t, type, (unsigned) i);
        /* A per-thread bind must not escape the process set: intersect. */
        hwloc_bitmap_t set = hwloc_bitmap_alloc();
        hwloc_bitmap_and(set, obj->cpuset, process);
        if (hwloc_bitmap_iszero(set))
            hwloc_bitmap_free(set);
        else
            out->targets[out->target_count++] = set;
    }
    if (out->target_count == 0) {
        snprintf(err, err_len, "threads=%s: the process's CPUs hold no %s to hand out", rule->pattern,
                 hwloc_obj_type_string(type));
        return -1;
    }
    return 0;
}

static void apply_rules(const char *name)
{
    for (int i = 0; i < options.rule_count; i++) {
        if (fnmatch(options.rules[i].pattern, name, 0) != 0)
            continue;
        rule_targets *r = &targets[i];
        int k = atomic_fetch_add(&r->next, 1) % r->target_count;
        char err[TUTTI_ERR_LEN];
        hwloc_topology_t t = tutti_system_topology(err, sizeof(err));
        if (!t || hwloc_set_cpubind(t, r->targets[k], HWLOC_CPUBIND_THREAD) != 0)
            fprintf(stderr, "tutti-overseer agent: could not bind thread '%s' (%s)\n", name, t ? "hwloc" : err);
        return; /* the first matching rule decides */
    }
}

static void open_counters(const char *name)
{
    if (!options.event_count || fnmatch(options.count_pattern, name, 0) != 0)
        return;
    tutti_agent_thread entry;
    memset(&entry, 0, sizeof(entry));
    entry.tid = tutti_current_tid();
    snprintf(entry.name, sizeof(entry.name), "%s", name);
    for (int e = 0; e < options.event_count; e++) {
        char err[TUTTI_ERR_LEN];
        int status;
        /* The callback runs on the new thread, so tid 0 counts exactly that thread. */
        entry.fds[e] = tutti_counter_open(options.events[e], 0, -1, &status, err, sizeof(err));
        if (entry.fds[e] >= 0) {
            tutti_counter_control(entry.fds[e], TUTTI_COUNTER_ENABLE);
        } else {
            pthread_mutex_lock(&counted_lock);
            snprintf(event_reasons[e], TUTTI_ERR_LEN, "%s", err);
            event_status[e] = status;
            pthread_mutex_unlock(&counted_lock);
        }
    }
    pthread_mutex_lock(&counted_lock);
    if (counted_count < MAX_COUNTED_THREADS)
        counted[counted_count++] = entry;
    else
        counted_dropped++;
    pthread_mutex_unlock(&counted_lock);
    if (counted_dropped == 1)
        fprintf(stderr, "tutti-overseer agent: more than %d counted threads; later ones are not counted\n",
                MAX_COUNTED_THREADS);
}

static void JNICALL on_thread_start(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread)
{
    jvmtiThreadInfo info;
    memset(&info, 0, sizeof(info));
    if ((*jvmti)->GetThreadInfo(jvmti, thread, &info) != JVMTI_ERROR_NONE || !info.name)
        return;
    apply_rules(info.name);
    open_counters(info.name);
    (*jvmti)->Deallocate(jvmti, (unsigned char *) info.name);
    if (info.thread_group)
        (*jni)->DeleteLocalRef(jni, info.thread_group);
    if (info.context_class_loader)
        (*jni)->DeleteLocalRef(jni, info.context_class_loader);
}

static int watch_thread_starts(JavaVM *vm, char *err, size_t err_len)
{
    jvmtiEnv *jvmti = NULL;
    if ((*vm)->GetEnv(vm, (void **) &jvmti, JVMTI_VERSION_1_2) != JNI_OK || !jvmti) {
        snprintf(err, err_len, "this JVM offers no JVMTI 1.2 environment");
        return -1;
    }
    jvmtiEventCallbacks callbacks;
    memset(&callbacks, 0, sizeof(callbacks));
    callbacks.ThreadStart = on_thread_start;
    if ((*jvmti)->SetEventCallbacks(jvmti, &callbacks, sizeof(callbacks)) != JVMTI_ERROR_NONE
        || (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_THREAD_START, NULL) != JVMTI_ERROR_NONE) {
        snprintf(err, err_len, "JVMTI refused the ThreadStart callback");
        return -1;
    }
    return 0;
}

static int start(JavaVM *vm, const char *text, char *err, size_t err_len)
{
    if (tutti_agent_options_parse(text, &options, err, err_len) != 0)
        return -1;
    if (tutti_bind_process(options.cpus[0] ? options.cpus : NULL, options.mems[0] ? options.mems : NULL,
                           err, err_len) != 0)
        return -1;
    if (!options.rule_count && !options.event_count)
        return 0;
    hwloc_topology_t t = tutti_system_topology(err, err_len);
    if (!t)
        return -1;
    hwloc_bitmap_t process = hwloc_bitmap_alloc();
    if (options.cpus[0])
        hwloc_bitmap_list_sscanf(process, options.cpus);
    else
        hwloc_bitmap_copy(process, hwloc_topology_get_allowed_cpuset(t));
    int rc = 0;
    for (int i = 0; i < options.rule_count && rc == 0; i++)
        rc = prepare_targets(t, process, &options.rules[i], &targets[i], err, err_len);
    hwloc_bitmap_free(process);
    if (rc == 0 && options.event_count) {
        /* Check the events now, so that a typo stops the JVM instead of counting nothing. */
        for (int e = 0; e < options.event_count && rc == 0; e++) {
            int status;
            int fd = tutti_counter_open(options.events[e], 0, -1, &status, err, err_len);
            /* The generic perf:: PMU exists on every Linux, so a name it lacks is a typo; other
             * missing events (hardware ones in a VM) are reported per thread instead. */
            int typo = status == TUTTI_COUNTER_NOT_SUPPORTED && strncmp(options.events[e], "perf::", 6) == 0
                       && strstr(err, "knows no such event") != NULL;
            if (fd >= 0)
                close(fd);
            else if (status == TUTTI_COUNTER_INVALID || typo)
                rc = -1;
            if (typo)
                snprintf(err, err_len, "counters=: unknown event '%s' (tutti events lists the events of this "
                         "machine)", options.events[e]);
        }
    }
    return rc == 0 ? watch_thread_starts(vm, err, err_len) : -1;
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *text, void *reserved)
{
    (void) reserved;
    char err[TUTTI_ERR_LEN];
    if (start(vm, text, err, sizeof(err)) != 0) {
        fprintf(stderr, "tutti-overseer agent: %s\n", err);
        return JNI_ERR;
    }
    /* The JNI side reports these, so a process can tell how it was bound. */
    tutti_bridge_remember_agent_options(text ? text : "");
    return JNI_OK;
}

int tutti_agent_snapshot(tutti_agent_thread **out, int *count, const char ***events, int *event_count,
                         const char **reasons, int *statuses)
{
    pthread_mutex_lock(&counted_lock);
    *count = counted_count;
    *out = malloc(sizeof(tutti_agent_thread) * (size_t) (counted_count ? counted_count : 1));
    if (*out)
        memcpy(*out, counted, sizeof(tutti_agent_thread) * (size_t) counted_count);
    pthread_mutex_unlock(&counted_lock);
    static const char *names[TUTTI_MAX_EVENTS];
    for (int e = 0; e < options.event_count; e++) {
        names[e] = options.events[e];
        reasons[e] = event_reasons[e];
        statuses[e] = event_status[e];
    }
    *events = names;
    *event_count = options.event_count;
    return *out ? 0 : -1;
}
