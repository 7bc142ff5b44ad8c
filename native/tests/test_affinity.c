/* Thread ids and process binding on this system. */
#include <pthread.h>
#include <sched.h>
#include <string.h>
#include <unistd.h>

#include "tutti_overseer.h"
#include "check.h"

static void *record_tid(void *out)
{
    *(pid_t *) out = tutti_current_tid();
    return NULL;
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
    return check_report("test_affinity");
}
