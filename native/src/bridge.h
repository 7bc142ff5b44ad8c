/* State the agent leaves for the JNI bridge: one .so is loaded once as both. */
#ifndef TUTTI_BRIDGE_H
#define TUTTI_BRIDGE_H

void tutti_bridge_remember_agent_options(const char *options);

#endif
