/* Agent options: "key=value" pieces separated by commas, where values may be CPU lists. */
#include <stdio.h>
#include <string.h>

#include "agent_options.h"

#define KNOWN "known: cpus=LIST, mems=LIST, threads=PATTERN:POLICY, counters=EVENT+EVENT:PATTERN"

static int append(char *dst, const char *piece, size_t len, int with_comma)
{
    size_t used = strlen(dst);
    size_t need = strlen(piece) + (with_comma ? 1 : 0);
    if (used + need + 1 > len)
        return -1;
    if (with_comma)
        dst[used++] = ',';
    memcpy(dst + used, piece, strlen(piece) + 1);
    return 0;
}

static int copy(char *dst, size_t len, const char *src, size_t n)
{
    if (n == 0 || n >= len)
        return -1;
    memcpy(dst, src, n);
    dst[n] = '\0';
    return 0;
}

static int parse_rule(const char *value, tutti_agent_options *out, char *err, size_t err_len)
{
    const char *colon = strrchr(value, ':');
    if (!colon) {
        snprintf(err, err_len, "threads='%s' needs PATTERN:POLICY, e.g. threads=kernel-*:per-core", value);
        return -1;
    }
    if (out->rule_count == TUTTI_MAX_RULES) {
        snprintf(err, err_len, "at most %d threads= rules", TUTTI_MAX_RULES);
        return -1;
    }
    tutti_thread_rule *r = &out->rules[out->rule_count];
    if (copy(r->pattern, sizeof(r->pattern), value, (size_t) (colon - value)) != 0) {
        snprintf(err, err_len, "threads='%s' has an empty or too long pattern", value);
        return -1;
    }
    const char *policy = colon + 1;
    if (strcmp(policy, "per-core") == 0)
        r->policy = TUTTI_POLICY_PER_CORE;
    else if (strcmp(policy, "per-pu") == 0)
        r->policy = TUTTI_POLICY_PER_PU;
    else if (strcmp(policy, "per-cpu") == 0 || strcmp(policy, "per-package") == 0)
        r->policy = TUTTI_POLICY_PER_PACKAGE;
    else {
        snprintf(err, err_len, "unknown thread policy '%s' (known: per-core, per-pu, per-cpu)", policy);
        return -1;
    }
    out->rule_count++;
    return 0;
}

static int parse_counters(const char *value, tutti_agent_options *out, char *err, size_t err_len)
{
    /* Event names hold "::", so the pattern is after the last single colon. */
    const char *colon = strrchr(value, ':');
    if (!colon || colon == value || colon[-1] == ':') {
        snprintf(err, err_len, "counters='%s' needs EVENT+EVENT:PATTERN, e.g. counters=perf::TASK-CLOCK:kernel-*", value);
        return -1;
    }
    if (out->event_count) {
        snprintf(err, err_len, "option 'counters' is given twice");
        return -1;
    }
    if (copy(out->count_pattern, sizeof(out->count_pattern), colon + 1, strlen(colon + 1)) != 0) {
        snprintf(err, err_len, "counters='%s' has an empty or too long pattern", value);
        return -1;
    }
    const char *start = value;
    while (start < colon) {
        const char *plus = memchr(start, '+', (size_t) (colon - start));
        const char *end = plus ? plus : colon;
        if (out->event_count == TUTTI_MAX_EVENTS
            || copy(out->events[out->event_count], TUTTI_PATTERN_LEN, start, (size_t) (end - start)) != 0) {
            snprintf(err, err_len, "counters='%s': at most %d events, none empty", value, TUTTI_MAX_EVENTS);
            return -1;
        }
        out->event_count++;
        start = end + 1;
    }
    return 0;
}

int tutti_agent_options_parse(const char *options, tutti_agent_options *out, char *err, size_t err_len)
{
    memset(out, 0, sizeof(*out));
    if (!options || !*options)
        return 0;
    char text[1024];
    if (strlen(options) >= sizeof(text)) {
        snprintf(err, err_len, "the option string is longer than %zu characters", sizeof(text) - 1);
        return -1;
    }
    strcpy(text, options);
    char *current = NULL; /* list being filled, for pieces that continue it */
    char *save = NULL;
    for (char *piece = strtok_r(text, ",", &save); piece; piece = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(piece, '=');
        if (!eq) {
            if (!current) {
                snprintf(err, err_len, "option '%s' has no value (expected key=value; %s)", piece, KNOWN);
                return -1;
            }
            if (append(current, piece, TUTTI_LIST_LEN, 1) != 0)
                goto too_long;
            continue;
        }
        *eq = '\0';
        const char *key = piece, *value = eq + 1;
        current = NULL;
        if (!*value) {
            snprintf(err, err_len, "option '%s' has an empty value", key);
            return -1;
        }
        if (strcmp(key, "threads") == 0) {
            if (parse_rule(value, out, err, err_len) != 0)
                return -1;
            continue;
        }
        if (strcmp(key, "counters") == 0) {
            if (parse_counters(value, out, err, err_len) != 0)
                return -1;
            continue;
        }
        if (strcmp(key, "cpus") == 0)
            current = out->cpus;
        else if (strcmp(key, "mems") == 0)
            current = out->mems;
        else {
            snprintf(err, err_len, "unknown option '%s' (%s)", key, KNOWN);
            return -1;
        }
        if (*current) {
            snprintf(err, err_len, "option '%s' is given twice", key);
            return -1;
        }
        if (append(current, value, TUTTI_LIST_LEN, 0) != 0)
            goto too_long;
    }
    return 0;
too_long:
    snprintf(err, err_len, "a list is longer than %d characters", TUTTI_LIST_LEN - 1);
    return -1;
}
