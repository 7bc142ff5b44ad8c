/* Thread ids and process binding on this system. */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tutti_overseer.h"
#include "internal.h"
#include "check.h"

static void *record_tid(void *out)
{
    *(pid_t *) out = tutti_current_tid();
    return NULL;
}

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t done = PTHREAD_COND_INITIALIZER;
static int finished;

static void *park(void *tid_out)
{
    *(pid_t *) tid_out = tutti_current_tid();
    pthread_mutex_lock(&lock);
    while (!finished)
        pthread_cond_wait(&done, &lock);
    pthread_mutex_unlock(&lock);
    return NULL;
}

/* Binds another thread by its TID, reads it back, and lets it loose again. */
static void check_thread_binding(void)
{
    char err[TUTTI_ERR_LEN] = "", cpus[64] = "";
    tutti_bind_process("0-1", NULL, err, sizeof(err)); /* undo the process binding above */
    volatile pid_t tid = 0;
    pthread_t thread;
    pthread_create(&thread, NULL, park, (void *) &tid);
    while (!tid)
        sched_yield();
    CHECK(tutti_thread_bind(tid, "1", err, sizeof(err)) == 0, "bind thread %d to CPU 1: %s", tid, err);
    CHECK(tutti_thread_affinity(tid, cpus, sizeof(cpus), err, sizeof(err)) == 0 && strcmp(cpus, "1") == 0,
          "thread %d reads back CPU 1, got '%s' %s", tid, cpus, err);
    CHECK(tutti_thread_affinity(0, cpus, sizeof(cpus), err, sizeof(err)) == 0 && strcmp(cpus, "0-1") == 0,
          "the main thread is not affected, got '%s'", cpus);
    CHECK(tutti_thread_unbind(tid, err, sizeof(err)) == 0, "unbind: %s", err);
    CHECK(tutti_thread_affinity(tid, cpus, sizeof(cpus), err, sizeof(err)) == 0 && strcmp(cpus, "0-1") == 0,
          "unbound thread may use 0-1, got '%s'", cpus);
    pthread_mutex_lock(&lock);
    finished = 1;
    pthread_cond_broadcast(&done);
    pthread_mutex_unlock(&lock);
    pthread_join(thread, NULL);
    err[0] = '\0';
    CHECK(tutti_thread_bind(999999, "0", err, sizeof(err)) == -1 && strstr(err, "no such thread"),
          "a thread that does not exist is named: %s", err);
}

static void check_memory_binding(void)
{
    char err[TUTTI_ERR_LEN] = "", policy[32] = "", nodes[32] = "";
    CHECK(tutti_thread_membind("0", err, sizeof(err)) == 0, "membind node 0: %s", err);
    CHECK(tutti_thread_membinding(policy, sizeof(policy), nodes, sizeof(nodes), err, sizeof(err)) == 0
          && strcmp(policy, "bind") == 0 && strcmp(nodes, "0") == 0, "reads back bind 0, got %s %s", policy, nodes);
    CHECK(tutti_thread_memunbind(err, sizeof(err)) == 0, "memunbind: %s", err);
    CHECK(tutti_thread_membinding(policy, sizeof(policy), nodes, sizeof(nodes), err, sizeof(err)) == 0
          && strcmp(policy, "firsttouch") == 0, "back to Linux's default, local allocation (firsttouch), got %s", policy);
    err[0] = '\0';
    CHECK(tutti_thread_membind("7", err, sizeof(err)) == -1 && strstr(err, "mems='7'"), "node 7 refused: %s", err);
}

/* Whether /proc/self/numa_maps shows a mapping strictly bound to node 0. */
static int some_mapping_bound_to_node0(void)
{
    FILE *f = fopen("/proc/self/numa_maps", "r");
    char line[4096];
    int found = 0;
    while (f && fgets(line, sizeof(line), f))
        found |= strstr(line, " bind:0") != NULL && strstr(line, " anon=") != NULL;
    if (f)
        fclose(f);
    return found;
}

/* Re-binds the running process, a parked second thread included, to CPU 0 and back to 0-1. */
static void check_rebind(void)
{
    char err[TUTTI_ERR_LEN] = "", cpus[64] = "";
    finished = 0;
    volatile pid_t tid = 0;
    pthread_t thread;
    pthread_create(&thread, NULL, park, (void *) &tid);
    while (!tid)
        sched_yield();
    char *heap = malloc(8 << 20);
    memset(heap, 1, 8 << 20); /* pages to move */
    struct tutti_rebound rebound;
    CHECK(tutti_rebind_process("0", "0", &rebound, err, sizeof(err)) == 0, "re-bind to CPU 0, node 0: %s", err);
    CHECK(rebound.regions > 0, "some mappings were bound (%d, %d refused)", rebound.regions, rebound.regions_refused);
    CHECK(tutti_thread_affinity(tid, cpus, sizeof(cpus), err, sizeof(err)) == 0 && strcmp(cpus, "0") == 0,
          "the other thread, running already, reads back CPU 0, got '%s'", cpus);
    CHECK(tutti_thread_affinity(0, cpus, sizeof(cpus), err, sizeof(err)) == 0 && strcmp(cpus, "0") == 0,
          "this thread reads back CPU 0, got '%s'", cpus);
    CHECK(some_mapping_bound_to_node0(), "numa_maps shows an anonymous mapping bound to node 0");
    CHECK(tutti_rebind_process("0-1", NULL, &rebound, err, sizeof(err)) == 0, "re-bind to CPUs 0-1: %s", err);
    CHECK(tutti_thread_affinity(tid, cpus, sizeof(cpus), err, sizeof(err)) == 0 && strcmp(cpus, "0-1") == 0,
          "the other thread reads back 0-1, got '%s'", cpus);
    err[0] = '\0';
    CHECK(tutti_rebind_process("4096", NULL, &rebound, err, sizeof(err)) == -1 && strstr(err, "4096"),
          "CPU 4096 is refused with its name: %s", err);
    free(heap);
    pthread_mutex_lock(&lock);
    finished = 1;
    pthread_cond_broadcast(&done);
    pthread_mutex_unlock(&lock);
    pthread_join(thread, NULL);
}

static void check_refused_on_synthetic(void)
{
    char err[TUTTI_ERR_LEN] = "";
    hwloc_topology_t synthetic;
    CHECK(tutti_topology_open(&synthetic, "pack:2 [numa] core:2 pu:1", NULL, err, sizeof(err)) == 0, "load: %s", err);
    CHECK(tutti_require_this_system(synthetic, "bind a thread", err, sizeof(err)) == -1
          && strstr(err, "synthetic or XML topology"), "binding refused on a synthetic topology: %s", err);
    hwloc_topology_destroy(synthetic);
}

int main(void)
{
    CHECK(tutti_current_tid() == getpid(), "the main thread's TID is the process id");
    pid_t other = 0;
    pthread_t thread;
    pthread_create(&thread, NULL, record_tid, &other);
    pthread_join(thread, NULL);
    CHECK(other > 0 && other != getpid(), "a second thread has its own TID, got %d", other);

    char err[TUTTI_ERR_LEN] = "";
    CHECK(tutti_bind_process("0", NULL, err, sizeof(err)) == 0, "binding to CPU 0 works: %s", err);
    cpu_set_t set;
    CHECK(sched_getaffinity(0, sizeof(set), &set) == 0, "affinity readable");
    CHECK(CPU_COUNT(&set) == 1 && CPU_ISSET(0, &set), "bound to exactly CPU 0 (count %d)", CPU_COUNT(&set));

    err[0] = '\0';
    CHECK(tutti_bind_process("4096", NULL, err, sizeof(err)) == -1, "binding to CPU 4096 is refused");
    CHECK(strstr(err, "4096") && strstr(err, "allowed"), "message names CPU and allowed set: %s", err);
    err[0] = '\0';
    CHECK(tutti_bind_process("zero", NULL, err, sizeof(err)) == -1, "a list that is no list is refused");
    CHECK(strstr(err, "zero") != NULL, "message names the list: %s", err);
    err[0] = '\0';
    CHECK(tutti_bind_process(NULL, "0", err, sizeof(err)) == 0, "strict memory binding to node 0: %s", err);
    check_thread_binding();
    check_memory_binding();
    check_refused_on_synthetic();
    check_rebind();
    return check_report("test_affinity");
}
