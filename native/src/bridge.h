/* State the agent leaves for the JNI bridge: one .so is loaded once as both. */
#ifndef TUTTI_BRIDGE_H
#define TUTTI_BRIDGE_H

#include <sys/types.h>

#include "agent_options.h"

typedef struct {
    pid_t tid;
    char name[64];
    int fds[TUTTI_MAX_EVENTS]; /* -1 where the event could not be opened */
} tutti_agent_thread;

void tutti_bridge_remember_agent_options(const char *options);

/* A copy (free it) of the threads the agent counts, the event names and, per event, why it could
 * not be opened and the status that says so (where a thread's fd is -1). */
int tutti_agent_snapshot(tutti_agent_thread **out, int *count, const char ***events, int *event_count,
                         const char **reasons, int *statuses);

#endif
