/* Parsing of the JVMTI agent's option string, kept apart so that tests can drive it. */
#ifndef TUTTI_AGENT_OPTIONS_H
#define TUTTI_AGENT_OPTIONS_H

#include <stddef.h>

#define TUTTI_LIST_LEN 256

typedef struct {
    char cpus[TUTTI_LIST_LEN]; /* empty when not given */
    char mems[TUTTI_LIST_LEN];
} tutti_agent_options;

/* Parses "cpus=0-3,8,mems=0". A list may contain commas: a piece without '=' continues the
 * value before it. Returns 0, or -1 with a message naming the bad piece in err. */
int tutti_agent_options_parse(const char *options, tutti_agent_options *out, char *err, size_t err_len);

#endif
