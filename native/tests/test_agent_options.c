/* The agent's option string: lists with commas, unknown keys, repeats, empty values. */
#include <string.h>

#include "agent_options.h"
#include "tutti_overseer.h"
#include "check.h"

int main(void)
{
    tutti_agent_options o;
    char err[TUTTI_ERR_LEN] = "";
    CHECK(tutti_agent_options_parse("", &o, err, sizeof(err)) == 0 && !o.cpus[0] && !o.mems[0], "empty is fine");
    CHECK(tutti_agent_options_parse("cpus=0-3,8,mems=0,1", &o, err, sizeof(err)) == 0, "lists parse: %s", err);
    CHECK(strcmp(o.cpus, "0-3,8") == 0, "cpus keeps its commas: '%s'", o.cpus);
    CHECK(strcmp(o.mems, "0,1") == 0, "mems keeps its commas: '%s'", o.mems);
    CHECK(tutti_agent_options_parse("cpu=1", &o, err, sizeof(err)) == -1 && strstr(err, "'cpu'"), "unknown key named: %s", err);
    CHECK(tutti_agent_options_parse("cpus=1,cpus=2", &o, err, sizeof(err)) == -1 && strstr(err, "twice"), "repeat refused: %s", err);
    CHECK(tutti_agent_options_parse("cpus=", &o, err, sizeof(err)) == -1 && strstr(err, "empty"), "empty value refused: %s", err);
    CHECK(tutti_agent_options_parse("3,cpus=1", &o, err, sizeof(err)) == -1 && strstr(err, "'3'"), "leading piece refused: %s", err);
    CHECK(tutti_agent_options_parse("cpus=0-3,threads=kernel-*:per-core,threads=invoker-*:per-cpu", &o, err, sizeof(err)) == 0,
          "rules parse: %s", err);
    CHECK(o.rule_count == 2 && strcmp(o.rules[0].pattern, "kernel-*") == 0 && o.rules[0].policy == TUTTI_POLICY_PER_CORE
          && o.rules[1].policy == TUTTI_POLICY_PER_PACKAGE && strcmp(o.cpus, "0-3") == 0, "two rules and cpus");
    CHECK(tutti_agent_options_parse("counters=perf::TASK-CLOCK+perf::PAGE-FAULTS:kernel-*", &o, err, sizeof(err)) == 0
          && o.event_count == 2 && strcmp(o.events[1], "perf::PAGE-FAULTS") == 0 && strcmp(o.count_pattern, "kernel-*") == 0,
          "counters parse: %s", err);
    CHECK(tutti_agent_options_parse("threads=kernel-*:per-banana", &o, err, sizeof(err)) == -1 && strstr(err, "per-banana"),
          "unknown policy named: %s", err);
    CHECK(tutti_agent_options_parse("threads=kernel-*", &o, err, sizeof(err)) == -1 && strstr(err, "PATTERN:POLICY"),
          "rule without policy: %s", err);
    CHECK(tutti_agent_options_parse("counters=perf::TASK-CLOCK", &o, err, sizeof(err)) == -1 && strstr(err, "EVENT+EVENT:PATTERN"),
          "counters without pattern: %s", err);
    return check_report("test_agent_options");
}
