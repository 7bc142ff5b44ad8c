/**
 * Load against an engine as the papers' users made it: closed-loop clients, each sending a request,
 * waiting for its answer (or giving up after a timeout), thinking for a while drawn from a normal
 * distribution, and sending the next. Headless: it talks to engines through tutti.client only.
 */
package tutti.bench.load;
