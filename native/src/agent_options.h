/* Parsing of the JVMTI agent's option string, kept apart so that tests can drive it. */
#ifndef TUTTI_AGENT_OPTIONS_H
#define TUTTI_AGENT_OPTIONS_H

#include <stddef.h>

#define TUTTI_LIST_LEN 256
#define TUTTI_MAX_RULES 8
#define TUTTI_MAX_EVENTS 8
#define TUTTI_PATTERN_LEN 64

typedef enum { TUTTI_POLICY_PER_PU, TUTTI_POLICY_PER_CORE, TUTTI_POLICY_PER_PACKAGE } tutti_thread_policy;

typedef struct {
    char pattern[TUTTI_PATTERN_LEN]; /* shell pattern on the Java thread name, e.g. kernel-* */
    tutti_thread_policy policy;
} tutti_thread_rule;

typedef struct {
    char cpus[TUTTI_LIST_LEN]; /* empty when not given */
    char mems[TUTTI_LIST_LEN];
    tutti_thread_rule rules[TUTTI_MAX_RULES];
    int rule_count;
    char count_pattern[TUTTI_PATTERN_LEN]; /* threads whose counters the agent opens */
    char events[TUTTI_MAX_EVENTS][TUTTI_PATTERN_LEN];
    int event_count;
} tutti_agent_options;

/* Parses "cpus=0-3,8,mems=0,threads=kernel-*:per-core,threads=invoker-*:per-cpu,
 * counters=perf::TASK-CLOCK+perf::PAGE-FAULTS:kernel-*". A list may contain commas: a piece
 * without '=' continues the value before it. threads= may repeat. Returns 0, or -1 with a message
 * naming the bad piece in err. */
int tutti_agent_options_parse(const char *options, tutti_agent_options *out, char *err, size_t err_len);

#endif
