/* Agent options: "key=value" pieces separated by commas, where values may be CPU lists. */
#include <stdio.h>
#include <string.h>

#include "agent_options.h"

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

int tutti_agent_options_parse(const char *options, tutti_agent_options *out, char *err, size_t err_len)
{
    memset(out, 0, sizeof(*out));
    if (!options || !*options)
        return 0;
    char copy[1024];
    if (strlen(options) >= sizeof(copy)) {
        snprintf(err, err_len, "the option string is longer than %zu characters", sizeof(copy) - 1);
        return -1;
    }
    strcpy(copy, options);
    char *current = NULL; /* value being filled, for pieces that continue a list */
    char *save = NULL;
    for (char *piece = strtok_r(copy, ",", &save); piece; piece = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(piece, '=');
        if (!eq) {
            if (!current) {
                snprintf(err, err_len, "option '%s' has no value (expected key=value; keys: cpus, mems)", piece);
                return -1;
            }
            if (append(current, piece, TUTTI_LIST_LEN, 1) != 0)
                goto too_long;
            continue;
        }
        *eq = '\0';
        const char *key = piece, *value = eq + 1;
        if (strcmp(key, "cpus") == 0)
            current = out->cpus;
        else if (strcmp(key, "mems") == 0)
            current = out->mems;
        else {
            snprintf(err, err_len, "unknown option '%s' (known: cpus=LIST, mems=LIST)", key);
            return -1;
        }
        if (*current) {
            snprintf(err, err_len, "option '%s' is given twice", key);
            return -1;
        }
        if (!*value) {
            snprintf(err, err_len, "option '%s' has an empty value", key);
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
