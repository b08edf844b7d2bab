# `npm run bench:peak` (issue 38 §2): the declared peak hour (bench/peak/mix.json) as Locust sessions with think time.
# bench/peak/run.ts starts the portal and runs this headless with PEAK_CONFIG (a JSON file): the sessions' users, the
# request bodies, the steps' rates and durations, the processes whose CPU is counted, and where the result is written.
# One Locust user is one staff session: it logs in (haapi, PKCE), then does the mix's actions at its per-session-hour
# rates, an exponential think time between them (mean 3600 / sum of rates, divided by the step's multiple). Each action
# is recorded whole (request_type ACTION: every step of it, as the person waits for it); its HTTP calls as HTTP.
# The phases: each action alone at a low rate (one probe session, one at a time: its p50 alone), the sessions logging
# in, then the steps 1×, 2×, 4×, 6× … each warmed up and measured; stopped after the first step that fails.
import base64
import hashlib
import json
import os
import random
import re
import secrets
import time

import gevent
import psutil
from gevent.event import Event
from locust import events, task
from locust.contrib.fasthttp import FastHttpUser

CONFIG = json.load(open(os.environ['PEAK_CONFIG'], encoding='utf8'))
MIX = CONFIG['mix']
ORIGIN = CONFIG['origin']
ACTIONS = MIX['actions']
state = {'multiple': 1.0, 'sessions': 0}
sessions_ready = Event()
baseline_done = Event()
next_session = [0]
RATE_SLICE = 2.0  # seconds: a step's rate reaches every session within this (StaffSession.wait_time)


def fill(text, session):
    return (text.replace('{agency}', session['agency']).replace('{chainOutlet}', CONFIG['chainOutlet'])
            .replace('{from}', CONFIG['from']).replace('{to}', CONFIG['to']))


def report_body(params, session):
    return {'type': 'agency', 'byPassCache': 'true', 'parameterNameValues': {'listOfParamNameValues': [
        {'name': name, 'values': [fill(value, session)]} for name, value in params.items()]}}


class Failed(Exception):
    pass


class Session:
    """One staff session's calls over a Locust HTTP client."""

    def __init__(self, client, user):
        self.client = client
        self.user = user
        self.ip = f"10.{(user['index'] >> 16) & 255}.{(user['index'] >> 8) & 255}.{user['index'] & 255}"
        self.access = None
        self.refresh = None

    def call(self, method, path, name, headers=None, json_body=None, data=None, ok=(200,), retried=False):
        sent = {'x-forwarded-for': self.ip, **(headers or {})}
        if self.access is not None and 'authorization' not in sent and path.startswith('/api/'):
            sent['authorization'] = f'Bearer {self.access}'
        with self.client.request(method, path, name=name, headers=sent, json=json_body, data=data, catch_response=True) as response:
            # An expired access token (5 min): the SPA refreshes and retries once (src/api/http-client.ts), so does the session.
            expired = response.status_code == 401 and not retried and self.refresh is not None and path.startswith('/api/')
            if expired:
                response.success()
            elif response.status_code not in ok:
                response.failure(f'{response.status_code}')
                raise Failed(f'{name}: {response.status_code} {(response.text or "")[:200]}')
            else:
                response.success()
                return response
        self.renew()
        return self.call(method, path, name, headers, json_body, data, ok, retried=True)

    def login(self):
        verifier = secrets.token_urlsafe(48)[:64].replace('-', 'x').replace('_', 'x')
        challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b'=').decode()
        started = self.call('POST', '/oauth/v2/authorize', 'POST /oauth/v2/authorize', json_body={
            'client_id': 'portal-haapi', 'response_type': 'code', 'redirect_uri': f'{ORIGIN}/callback',
            'code_challenge': challenge, 'code_challenge_method': 'S256', 'state': secrets.token_hex(8)})
        href = started.json()['actions'][0]['model']['href']
        answer = self.call('POST', href, 'POST /oauth/v2/authenticate/{flowId}', json_body={'userName': self.user['username'], 'password': CONFIG['password']})
        code = answer.json()['properties']['code']
        exchanged = self.call('POST', '/tokenhandler/v1/callback-haapi', 'POST /tokenhandler/v1/callback-haapi', headers={'x-portal-csrf': '1'}, data={
            'client_id': 'portal-haapi', 'code_verifier': verifier, 'grant_type': 'authorization_code', 'redirect_uri': f'{ORIGIN}/callback', 'code': code})
        self.access = exchanged.json()['access_token']
        self.refresh = refresh_cookie(exchanged) or self.refresh

    def renew(self):
        answer = self.call('GET', '/tokenhandler/v1/access-token', 'GET /tokenhandler/v1/access-token', headers={'x-portal-csrf': '1', 'cookie': f'portal-rt={self.refresh}'})
        self.access = answer.json()['accessToken']
        self.refresh = refresh_cookie(answer) or self.refresh

    def run(self, action):
        if action.get('login'):
            return self.login()
        if action.get('refresh'):
            return self.renew()
        etag = None
        previous = None
        for step in action['steps']:
            path = fill(step['path'], self.user)
            headers = {}
            body = None
            ok = (200,)
            if 'json' in step:
                body = step['json']
            if 'report' in step:
                body = report_body(step['report'], self.user)
            if 'bodyFromPrevious' in step:
                body = CONFIG['bodies'][step['bodyFromPrevious']] if CONFIG['bodies'].get(step['bodyFromPrevious']) is not None else previous
                headers['if-match'] = etag
                # Two sessions of one outlet may save at the same moment (few outlets at a small size): the portal's 412.
                ok = (200, 412)
            response = self.call(step['method'], path, f"{step['method']} {step['path']}", headers=headers, json_body=body, ok=ok)
            if step.get('etag'):
                etag = response.headers.get('etag')
                previous = response.json()
            if 'report' in step:
                len(response.content)


def refresh_cookie(response):
    # The rotated refresh token (Set-Cookie portal-rt); the client may join several Set-Cookie lines into one.
    for name, value in response.headers.items():
        found = re.search(r'(?:^|[,\s])portal-rt=([^;,\s]+)', value) if name.lower() == 'set-cookie' else None
        if found:
            return found.group(1)
    return None


# Each action's exact times since the last stats reset: Locust keeps them rounded (to 1 ms below 100 ms, to 10 ms
# below 1 s), which moved a 3-ms GET's p95 ÷ p50 alone by up to ±0.17, a sixth of the margin the verdict has.
action_times = {}


def timed(environment, name, work):
    started = time.perf_counter()
    error = None
    try:
        work()
    except Exception as exc:  # every failure of an action is its error, counted and shown
        error = exc
    elapsed = (time.perf_counter() - started) * 1000
    action_times.setdefault(name, []).append(elapsed)
    environment.events.request.fire(request_type='ACTION', name=name, response_time=elapsed, response_length=0, exception=error, context={})
    return error


class StaffSession(FastHttpUser):
    def wait_time(self):
        # At most RATE_SLICE seconds asleep, then a fresh draw at the step's rate (exponential, so memoryless: the same
        # Poisson stream). A whole draw at 1×'s rate (mean 21 s) outlasted the next step's warm-up: "2×" measured ~1.6×.
        think = random.expovariate(self.hourly * state['multiple'] / 3600)
        self.due = think <= RATE_SLICE
        return min(think, RATE_SLICE)

    def on_start(self):
        baseline_done.wait()
        index = next_session[0]
        next_session[0] += 1
        self.user_row = CONFIG['users'][index % len(CONFIG['users'])]
        self.session = Session(self.client, {**self.user_row, 'index': index + 1})
        self.actions = [a for a in ACTIONS if a['kind'] in ('both', self.user_row['kind'])]
        self.hourly = sum(a['perSessionHour'] for a in self.actions)
        # A refused login is counted (its error) and tried again as the session's next action, as a person would.
        if timed(self.environment, 'logga in', self.session.login) is None:
            state['sessions'] += 1

    @task
    def act(self):
        # Until every session has logged in, no action: the exponential think times then start them at random moments.
        if not sessions_ready.is_set() or not getattr(self, 'due', False):
            return
        action = random.choices(self.actions, weights=[a['perSessionHour'] for a in self.actions])[0]
        if self.session.access is None:
            action = next(a for a in ACTIONS if a.get('login'))
        timed(self.environment, action['name'], lambda: self.session.run(action))


def cpu_seconds():
    total = 0.0
    for pid in CONFIG['pids']:
        try:
            process = psutil.Process(pid)
            for p in [process, *process.children(recursive=True)]:
                times = p.cpu_times()
                # With the children it has reaped: a PostgreSQL backend that ends in the step (the pool's idle timeout)
                # leaves its CPU in the postmaster's, not lost from the sum.
                total += times.user + times.system + times.children_user + times.children_system
        except psutil.Error:
            pass
    own = psutil.Process().cpu_times()
    return total, own.user + own.system


def machine_busy_seconds():
    """CPU seconds the whole machine (every core, every process, other users' too) spent not idle."""
    times = psutil.cpu_times()
    return sum(times) - times.idle - getattr(times, 'iowait', 0.0)


def snapshot(stats):
    actions = {}
    http = 0
    for entry in stats.entries.values():
        if entry.method == 'ACTION':
            exact = percentiles(action_times.get(entry.name, []))
            actions[entry.name] = {'n': entry.num_requests, 'errors': entry.num_failures, 'p50': exact['p50'], 'p95': exact['p95'], 'p99': exact['p99']}
        else:
            http += entry.num_requests
    errors = [{'name': e.name, 'error': str(e.error)[:200], 'count': e.occurrences} for e in stats.errors.values()]
    return actions, http, errors


def probe(environment):
    """Each action alone: one session, one action at a time, a pause between (the p50 alone of the headroom rule)."""
    from locust.contrib.fasthttp import FastHttpSession
    results = {}
    for kind, user in (('outlet', CONFIG['users'][0]), ('chain', next(u for u in CONFIG['users'] if u['kind'] == 'chain'))):
        client = FastHttpSession(environment, base_url=environment.host, user=None)
        session = Session(client, {**user, 'index': 60000 if kind == 'outlet' else 60001})
        session.login()
        for action in ACTIONS:
            if action['kind'] not in ('both', kind) or action['name'] in results:
                continue
            times = []
            for _ in range(CONFIG['aloneRuns']):
                started = time.perf_counter()
                session.run(action)
                times.append((time.perf_counter() - started) * 1000)
                gevent.sleep(0.2)
            times.sort()
            results[action['name']] = times[len(times) // 2]
    return results


def percentiles(values):
    ordered = sorted(values) or [0.0]
    at = lambda q: round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)
    return {'p50': at(0.5), 'p95': at(0.95), 'p99': at(0.99), 'max': round(ordered[-1], 1)}


def measure_lag(lags):
    """Locust's own delay: how late a 5 ms sleep wakes (ms), the wait any answer has before its greenlet reads it."""
    while True:
        started = time.perf_counter()
        gevent.sleep(0.005)
        lags.append((time.perf_counter() - started) * 1000 - 5)


def too_few(stats):
    """Whether an action of the outlet sessions (the chain's 8 sessions are too few to wait for) lacks minSamples."""
    counts = {entry.name: entry.num_requests for entry in stats.entries.values() if entry.method == 'ACTION'}
    return any(counts.get(a['name'], 0) < CONFIG['minSamples'] for a in ACTIONS if a['kind'] in ('outlet', 'both'))


def conduct(environment):
    result = {'alone': {}, 'steps': [], 'note': ''}
    lags = []
    gevent.spawn(measure_lag, lags)
    try:
        result['alone'] = probe(environment)
    except Exception as exc:
        result['note'] = f'alone: {exc}'
        write(result)
        environment.runner.quit()
        return
    baseline_done.set()
    deadline = time.time() + CONFIG['loginSeconds']
    while state['sessions'] < CONFIG['sessions'] and time.time() < deadline:
        gevent.sleep(1)
    result['sessionsLoggedIn'] = state['sessions']
    logins = snapshot(environment.runner.stats)[0].get('logga in', {})
    result['logins'] = logins
    sessions_ready.set()
    for multiple in CONFIG['multiples']:
        state['multiple'] = multiple
        gevent.sleep(CONFIG['warmSeconds'])
        environment.runner.stats.reset_all()
        action_times.clear()
        cpu_before, own_before = cpu_seconds()
        machine_before = machine_busy_seconds()
        lags.clear()
        started = time.time()
        gevent.sleep(CONFIG['seconds'])
        # A p95 of a dozen samples is their slowest one: the step goes on until every outlet action has minSamples.
        while time.time() - started < CONFIG['maxSeconds'] and too_few(environment.runner.stats):
            gevent.sleep(1)
        elapsed = time.time() - started
        cpu_after, own_after = cpu_seconds()
        machine = machine_busy_seconds() - machine_before
        actions, http, errors = snapshot(environment.runner.stats)
        within = all(a['errors'] == 0 and a['p95'] <= 3 * result['alone'].get(name, 0) for name, a in actions.items()) and not errors
        result['steps'].append({'multiple': multiple, 'seconds': elapsed, 'actions': actions, 'http': http, 'errors': errors,
                                'cpu': cpu_after - cpu_before, 'loadCpu': own_after - own_before, 'machineCpu': machine, 'load': os.getloadavg()[0], 'within': within,
                                'window': [started, started + elapsed], 'locustLag': percentiles(lags)})
        write(result)
        if not within and not CONFIG.get('allSteps'):
            break
    environment.runner.quit()


def write(result):
    with open(CONFIG['resultFile'], 'w', encoding='utf8') as out:
        json.dump(result, out)


@events.test_start.add_listener
def on_test_start(environment, **_):
    gevent.spawn(conduct, environment)
