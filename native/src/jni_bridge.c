/* JNI bridge for tutti.overseer.internal.OverseerNative. Errors become OverseerException. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <jni.h>

#include "tutti_overseer.h"
#include "bridge.h"

#define EXCEPTION_CLASS "tutti/overseer/OverseerException"

static char *agent_options; /* NULL when the library was not loaded as an agent */

void tutti_bridge_remember_agent_options(const char *options)
{
    free(agent_options);
    agent_options = strdup(options);
}

static void throw_overseer(JNIEnv *env, const char *message)
{
    jclass cls = (*env)->FindClass(env, EXCEPTION_CLASS);
    if (cls)
        (*env)->ThrowNew(env, cls, message);
}

/* Copies a Java string into a C string the caller frees; NULL for a Java null. */
static char *utf_copy(JNIEnv *env, jstring s)
{
    if (!s)
        return NULL;
    const char *utf = (*env)->GetStringUTFChars(env, s, NULL);
    if (!utf)
        return NULL;
    char *copy = strdup(utf);
    (*env)->ReleaseStringUTFChars(env, s, utf);
    return copy;
}

JNIEXPORT jint JNICALL Java_tutti_overseer_internal_OverseerNative_currentTid(JNIEnv *env, jclass cls)
{
    (void) env;
    (void) cls;
    return (jint) tutti_current_tid();
}

JNIEXPORT jstring JNICALL Java_tutti_overseer_internal_OverseerNative_libraryVersions(JNIEnv *env, jclass cls)
{
    (void) cls;
    char buf[128];
    tutti_library_versions(buf, sizeof(buf));
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_tutti_overseer_internal_OverseerNative_agentOptions(JNIEnv *env, jclass cls)
{
    (void) cls;
    return agent_options ? (*env)->NewStringUTF(env, agent_options) : NULL;
}

/* "thisSystem=0|1\n" followed by tutti_topology_describe's lines. */
JNIEXPORT jstring JNICALL Java_tutti_overseer_internal_OverseerNative_topologyDescribe(
    JNIEnv *env, jclass cls, jstring synthetic, jstring xml_path)
{
    (void) cls;
    char *syn = utf_copy(env, synthetic);
    char *xml = utf_copy(env, xml_path);
    char err[TUTTI_ERR_LEN];
    char *text = NULL;
    int this_system = 0;
    int rc = tutti_topology_describe(syn, xml, &text, &this_system, err, sizeof(err));
    free(syn);
    free(xml);
    if (rc != 0) {
        throw_overseer(env, err);
        return NULL;
    }
    size_t len = strlen(text) + 32;
    char *framed = malloc(len);
    if (!framed) {
        free(text);
        throw_overseer(env, "out of memory while describing the topology");
        return NULL;
    }
    snprintf(framed, len, "thisSystem=%d\n%s", this_system, text);
    free(text);
    jstring result = (*env)->NewStringUTF(env, framed);
    free(framed);
    return result;
}

JNIEXPORT jstring JNICALL Java_tutti_overseer_internal_OverseerNative_topologyXml(
    JNIEnv *env, jclass cls, jstring synthetic, jstring xml_path)
{
    (void) cls;
    char *syn = utf_copy(env, synthetic);
    char *xml = utf_copy(env, xml_path);
    char err[TUTTI_ERR_LEN];
    char *out = NULL;
    int rc = tutti_topology_export_xml(syn, xml, &out, err, sizeof(err));
    free(syn);
    free(xml);
    if (rc != 0) {
        throw_overseer(env, err);
        return NULL;
    }
    jstring result = (*env)->NewStringUTF(env, out);
    free(out);
    return result;
}

/* Throws OverseerException with err when a binding call failed. */
static void throw_on_failure(JNIEnv *env, int rc, const char *err)
{
    if (rc != 0)
        throw_overseer(env, err);
}

JNIEXPORT void JNICALL Java_tutti_overseer_internal_OverseerNative_bindThread(JNIEnv *env, jclass cls, jint tid,
                                                                               jstring cpus)
{
    (void) cls;
    char err[TUTTI_ERR_LEN] = "";
    char *list = utf_copy(env, cpus);
    if (list)
        throw_on_failure(env, tutti_thread_bind((pid_t) tid, list, err, sizeof(err)), err);
    free(list);
}

JNIEXPORT void JNICALL Java_tutti_overseer_internal_OverseerNative_unbindThread(JNIEnv *env, jclass cls, jint tid)
{
    (void) cls;
    char err[TUTTI_ERR_LEN] = "";
    throw_on_failure(env, tutti_thread_unbind((pid_t) tid, err, sizeof(err)), err);
}

JNIEXPORT jstring JNICALL Java_tutti_overseer_internal_OverseerNative_threadAffinity(JNIEnv *env, jclass cls, jint tid)
{
    (void) cls;
    char err[TUTTI_ERR_LEN] = "", cpus[1024] = "";
    if (tutti_thread_affinity((pid_t) tid, cpus, sizeof(cpus), err, sizeof(err)) != 0) {
        throw_overseer(env, err);
        return NULL;
    }
    return (*env)->NewStringUTF(env, cpus);
}

JNIEXPORT void JNICALL Java_tutti_overseer_internal_OverseerNative_bindMemory(JNIEnv *env, jclass cls, jstring nodes)
{
    (void) cls;
    char err[TUTTI_ERR_LEN] = "";
    char *list = utf_copy(env, nodes);
    if (list)
        throw_on_failure(env, tutti_thread_membind(list, err, sizeof(err)), err);
    free(list);
}

/* {mappings bound, mappings refused}; null (and an exception) when the binding failed. */
JNIEXPORT jintArray JNICALL Java_tutti_overseer_internal_OverseerNative_rebindProcess(JNIEnv *env, jclass cls,
                                                                                      jstring cpus, jstring mems)
{
    (void) cls;
    char err[TUTTI_ERR_LEN] = "";
    char *cpu_list = cpus ? utf_copy(env, cpus) : NULL;
    char *mem_list = mems ? utf_copy(env, mems) : NULL;
    jintArray result = NULL;
    if ((cpus && !cpu_list) || (mems && !mem_list))
        goto out;
    struct tutti_rebound done;
    if (tutti_rebind_process(cpu_list, mem_list, &done, err, sizeof(err)) != 0) {
        throw_overseer(env, err);
        goto out;
    }
    result = (*env)->NewIntArray(env, 2);
    if (result) {
        jint values[2] = {done.regions, done.regions_refused};
        (*env)->SetIntArrayRegion(env, result, 0, 2, values);
    }
out:
    free(cpu_list);
    free(mem_list);
    return result;
}

JNIEXPORT void JNICALL Java_tutti_overseer_internal_OverseerNative_unbindMemory(JNIEnv *env, jclass cls)
{
    (void) cls;
    char err[TUTTI_ERR_LEN] = "";
    throw_on_failure(env, tutti_thread_memunbind(err, sizeof(err)), err);
}

/* "policy\tnodes" */
JNIEXPORT jstring JNICALL Java_tutti_overseer_internal_OverseerNative_memoryBinding(JNIEnv *env, jclass cls)
{
    (void) cls;
    char err[TUTTI_ERR_LEN] = "", policy[32] = "", nodes[256] = "", both[300];
    if (tutti_thread_membinding(policy, sizeof(policy), nodes, sizeof(nodes), err, sizeof(err)) != 0) {
        throw_overseer(env, err);
        return NULL;
    }
    snprintf(both, sizeof(both), "%s\t%s", policy, nodes);
    return (*env)->NewStringUTF(env, both);
}

JNIEXPORT jstring JNICALL Java_tutti_overseer_internal_OverseerNative_listEvents(JNIEnv *env, jclass cls, jboolean probe)
{
    (void) cls;
    char err[TUTTI_ERR_LEN] = "";
    char *list = NULL;
    if (tutti_counters_list(probe ? 1 : 0, &list, err, sizeof(err)) != 0) {
        throw_overseer(env, err);
        return NULL;
    }
    jstring result = (*env)->NewStringUTF(env, list);
    free(list);
    return result;
}

/* Opens a counter read as a group: in the leader's group (leader -1: a new group), joined[0] says whether it
 * joined; -1 with failure[0] = status digit and failure[1] = reason. */
JNIEXPORT jint JNICALL Java_tutti_overseer_internal_OverseerNative_openGroupedCounter(JNIEnv *env, jclass cls, jstring event,
                                                                                       jint tid, jint cpu, jint leader,
                                                                                       jobjectArray failure,
                                                                                       jbooleanArray joined)
{
    (void) cls;
    char *name = utf_copy(env, event);
    if (!name)
        return -1;
    char err[TUTTI_ERR_LEN] = "", status_text[8];
    int status = TUTTI_COUNTER_INVALID, in_group = 0;
    int fd = tutti_counter_open_grouped(name, (pid_t) tid, (int) cpu, (int) leader, &in_group, &status, err, sizeof(err));
    free(name);
    if (fd < 0) {
        snprintf(status_text, sizeof(status_text), "%d", status);
        (*env)->SetObjectArrayElement(env, failure, 0, (*env)->NewStringUTF(env, status_text));
        (*env)->SetObjectArrayElement(env, failure, 1, (*env)->NewStringUTF(env, err));
    }
    jboolean j = in_group ? JNI_TRUE : JNI_FALSE;
    (*env)->SetBooleanArrayRegion(env, joined, 0, 1, &j);
    return fd;
}

JNIEXPORT void JNICALL Java_tutti_overseer_internal_OverseerNative_controlCounters(JNIEnv *env, jclass cls,
                                                                                   jintArray fds, jint what)
{
    (void) cls;
    jsize n = (*env)->GetArrayLength(env, fds);
    jint buf[64];
    jint *f = n <= 64 ? buf : malloc(sizeof(jint) * (size_t) n);
    (*env)->GetIntArrayRegion(env, fds, 0, n, f);
    for (jsize i = 0; i < n; i++) {
        if (tutti_counter_control(f[i], what) != 0) {
            char err[TUTTI_ERR_LEN];
            snprintf(err, sizeof(err), "controlling counter fd %d failed: %s", (int) f[i], strerror(errno));
            throw_overseer(env, err);
            break;
        }
    }
    if (f != buf)
        free(f);
}

/* One read per group: leaders[g] with sizes[g] members; out[3i..3i+2] per member, group after group. */
JNIEXPORT void JNICALL Java_tutti_overseer_internal_OverseerNative_readCounterGroups(JNIEnv *env, jclass cls,
                                                                                     jintArray leaders, jintArray sizes,
                                                                                     jlongArray out)
{
    (void) cls;
    jsize groups = (*env)->GetArrayLength(env, leaders);
    jsize n = (*env)->GetArrayLength(env, out);
    jint lbuf[64], sbuf[64];
    uint64_t vbuf[192];
    jint *l = groups <= 64 ? lbuf : malloc(sizeof(jint) * (size_t) groups);
    jint *z = groups <= 64 ? sbuf : malloc(sizeof(jint) * (size_t) groups);
    uint64_t *v = n <= 192 ? vbuf : malloc(sizeof(uint64_t) * (size_t) n);
    if (!l || !z || !v) {
        throw_overseer(env, "out of memory reading counters");
    } else {
        (*env)->GetIntArrayRegion(env, leaders, 0, groups, l);
        (*env)->GetIntArrayRegion(env, sizes, 0, groups, z);
        jsize at = 0;
        int failed = -1;
        for (jsize g = 0; g < groups; g++) {
            if (at + 3 * z[g] > n) {
                errno = EINVAL; /* the caller's buffer is shorter than its groups */
                failed = (int) l[g];
                break;
            }
            if (tutti_counter_read_group(l[g], z[g], v + at) != 0) {
                failed = (int) l[g];
                break;
            }
            at += 3 * z[g];
        }
        if (failed >= 0) {
            char err[TUTTI_ERR_LEN];
            snprintf(err, sizeof(err), "reading counter group fd %d failed: %s", failed, strerror(errno));
            throw_overseer(env, err);
        } else {
            (*env)->SetLongArrayRegion(env, out, 0, at, (const jlong *) v);
        }
    }
    if (l != lbuf)
        free(l);
    if (z != sbuf)
        free(z);
    if (v != vbuf)
        free(v);
}

JNIEXPORT void JNICALL Java_tutti_overseer_internal_OverseerNative_closeCounters(JNIEnv *env, jclass cls, jintArray fds)
{
    (void) cls;
    jsize n = (*env)->GetArrayLength(env, fds);
    jint *f = (*env)->GetIntArrayElements(env, fds, NULL);
    for (jsize i = 0; i < n; i++)
        if (f[i] >= 0)
            close(f[i]);
    (*env)->ReleaseIntArrayElements(env, fds, f, JNI_ABORT);
}

/* One line per counted thread and event: tid \t name \t event \t status \t value \t enabled \t running \t reason */
JNIEXPORT jstring JNICALL Java_tutti_overseer_internal_OverseerNative_agentCounters(JNIEnv *env, jclass cls)
{
    (void) cls;
    tutti_agent_thread *threads = NULL;
    int count = 0, event_count = 0;
    const char **events = NULL;
    const char *reasons[TUTTI_MAX_EVENTS];
    int statuses[TUTTI_MAX_EVENTS];
    if (tutti_agent_snapshot(&threads, &count, &events, &event_count, reasons, statuses) != 0) {
        throw_overseer(env, "out of memory reading the agent's counters");
        return NULL;
    }
    size_t cap = (size_t) count * (size_t) (event_count ? event_count : 1) * (TUTTI_ERR_LEN + 160) + 1;
    char *buf = malloc(cap);
    size_t len = 0;
    if (buf) {
        buf[0] = '\0';
        for (int i = 0; i < count; i++) {
            for (int e = 0; e < event_count; e++) {
                uint64_t v[3] = { 0, 0, 0 };
                int ok = threads[i].fds[e] >= 0 && tutti_counter_read(threads[i].fds[e], v) == 0;
                len += (size_t) snprintf(buf + len, cap - len, "%d\t%s\t%s\t%d\t%llu\t%llu\t%llu\t%s\n",
                                         (int) threads[i].tid, threads[i].name, events[e],
                                         ok ? TUTTI_COUNTER_SUPPORTED : statuses[e],
                                         (unsigned long long) (ok ? tutti_counter_scaled(v) : 0),
                                         (unsigned long long) v[1], (unsigned long long) v[2], ok ? "" : reasons[e]);
            }
        }
    }
    free(threads);
    if (!buf) {
        throw_overseer(env, "out of memory reading the agent's counters");
        return NULL;
    }
    jstring result = (*env)->NewStringUTF(env, buf);
    free(buf);
    return result;
}
