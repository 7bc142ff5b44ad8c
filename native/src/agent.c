/* JVMTI agent entry: binds the whole JVM to CPUs and NUMA nodes before any Java thread exists. */
#include <stdio.h>
#include <string.h>
#include <jni.h>
#include <jvmti.h>

#include "tutti_overseer.h"
#include "agent_options.h"
#include "bridge.h"

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void) vm;
    (void) reserved;
    char err[TUTTI_ERR_LEN];
    tutti_agent_options parsed;
    if (tutti_agent_options_parse(options, &parsed, err, sizeof(err)) != 0
        || tutti_bind_process(parsed.cpus[0] ? parsed.cpus : NULL,
                              parsed.mems[0] ? parsed.mems : NULL, err, sizeof(err)) != 0) {
        fprintf(stderr, "tutti-overseer agent: %s\n", err);
        return JNI_ERR;
    }
    /* The JNI side reports these, so a process can tell how it was bound. */
    tutti_bridge_remember_agent_options(options ? options : "");
    return JNI_OK;
}
