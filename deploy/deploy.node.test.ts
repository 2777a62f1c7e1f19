import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { isIPv4 } from 'node:net';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  nginxString,
  urlSettingProblems,
  URL_SETTINGS,
  writeHeaderFiles,
} from '../tooling/site-build/deploy-headers.mjs';
import { FIELD_LIMITS } from '../src/contact/validation';
import { accessLogRotations } from '../content/privacy';
import { DEFAULT_LIMITS } from '../service/src/settings';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** `nginx -t` of these lines inside a server block; its output, or '' when nginx accepts them. */
function nginxRefuses(serverLines: string): string {
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'nginx-t-'));
  try {
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      fs.mkdirSync(path.join(dir, temp));
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log;`,
        'events {}',
        'http {',
        ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${dir}/${temp};`,
        ),
        '  server {',
        `    listen unix:${dir}/nginx.sock;`,
        serverLines,
        '  }',
        '}',
      ].join('\n'),
    );
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    return check.status === 0 ? '' : check.stderr;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('settings written into nginx’s configuration', () => {
  it('are refused when they hold quotes, ";", braces, whitespace or control characters', () => {
    const unsafe = [
      'https://report.example/csp";add_header X-Evil 1;"',
      'https://report.example/{a}',
      'https://report.example/a b',
      'https://report.example/a\tb',
      'https://report.example/a\u0000b',
      "https://report.example/it's",
    ];
    for (const name of URL_SETTINGS) {
      for (const value of unsafe) {
        const problems = urlSettingProblems({ [name]: value });
        expect(problems, `${name}=${JSON.stringify(value)}`).toHaveLength(1);
        expect(problems[0]).toMatch(new RegExp(`^${name} may not hold`));
      }
    }
    expect(
      urlSettingProblems({
        CSP_REPORT_URL: 'https://report.example/csp?site=bank',
        CONTACT_API_URL: '/api/contact',
        SITE_URL: 'https://www.bank.example',
      }),
    ).toEqual([]);
  });

  it('are refused when their host holds one of those characters percent-encoded (the origin written is decoded)', () => {
    // The audit's two: nginx expanded $host in the served policy, and the ";" split frame-src.
    expect(
      urlSettingProblems({
        CONTACT_API_URL: 'https://api%24host.example/api/contact',
        BOOKING_URL: 'https://cal%3Bsandbox.example/book',
      }),
    ).toEqual([
      'CONTACT_API_URL’s host may not hold quotes, ";", braces or "$", even percent-encoded: "https://api%24host.example/api/contact" names the host "api$host.example".',
      'BOOKING_URL’s host may not hold quotes, ";", braces or "$", even percent-encoded: "https://cal%3Bsandbox.example/book" names the host "cal;sandbox.example".',
    ]);
    for (const name of URL_SETTINGS) {
      for (const encoded of ['%24', '%3B', '%22', '%27', '%7B', '%7D', '%7b']) {
        const value = `https://a${encoded}b.example/x`;
        const problems = urlSettingProblems({ [name]: value });
        expect(problems, `${name}=${value}`).toHaveLength(1);
        expect(problems[0]).toMatch(new RegExp(`^${name}’s host may not hold`));
      }
    }
    // Percent-encoded in a path, they stay encoded in what nginx is given.
    expect(urlSettingProblems({ CSP_REPORT_URL: 'https://report.example/a%24b%3Bc' })).toEqual([]);
  });

  it('never reach nginx with a "$" (nginx has no escape for it: it would expand a variable)', () => {
    expect(() => nginxString('https://api$host.example')).toThrow(/\$/);
    const out = fs.mkdtempSync(path.join(tmpdir(), 'headers-'));
    try {
      fs.writeFileSync(path.join(out, 'index.html'), '<p>page</p>');
      for (const setting of [
        { contactApiUrl: 'https://api%24host.example/api/contact' },
        { bookingUrl: 'https://cal%24host.example/book' },
        { analyticsSrc: 'https://s%24host.example/s.js' },
      ]) {
        expect(() =>
          writeHeaderFiles(out, {
            contactApiUrl: '/api/contact',
            bookingUrl: '',
            analyticsSrc: '',
            ...setting,
          }),
        ).toThrow();
      }
      expect(fs.readdirSync(out)).toEqual(['index.html']);
      expect(() =>
        writeHeaderFiles(out, {
          contactApiUrl: '/api/contact',
          bookingUrl: '',
          analyticsSrc: '',
          siteUrl: 'https://www%24host.example',
        }),
      ).toThrow();
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('reach nginx as one value each: a Reporting-Endpoints header with quotes passes nginx -t', () => {
    const out = fs.mkdtempSync(path.join(tmpdir(), 'headers-'));
    try {
      fs.writeFileSync(path.join(out, 'index.html'), '<script>go()</script>');
      writeHeaderFiles(out, {
        contactApiUrl: '/api/contact',
        bookingUrl: '',
        analyticsSrc: '',
        cspReportUrl: 'https://report.example/csp',
        siteUrl: 'https://www.bank.example',
      });
      const headers = fs.readFileSync(path.join(out, '_nginx-headers.conf'), 'utf8');
      expect(headers).toContain(
        'add_header Reporting-Endpoints "csp=\\"https://report.example/csp\\"" always;',
      );
      expect(fs.readFileSync(path.join(out, '_nginx-server.conf'), 'utf8')).toMatch(
        /^server_name www\.bank\.example;$/m,
      );
      expect(nginxRefuses(headers.replaceAll('$irm_site_resource_policy', 'same-origin'))).toBe('');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
    expect(nginxString('a "b"')).toBe('"a \\"b\\""');
    expect(() => nginxString('a\\b')).toThrow();
    expect(() => nginxString('a\nb')).toThrow();
  });
});

describe('the contact service under systemd (deploy/irm-contact.service)', () => {
  const unit = fs.readFileSync('deploy/irm-contact.service', 'utf8');
  const settings = Object.fromEntries(
    unit
      .split('\n')
      .filter((line) => /^[A-Z]\w*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it('runs hardened, as its own user, with its data in its own state folder, restarted on failure', () => {
    expect(settings).toMatchObject({
      User: 'irm-contact',
      ProtectSystem: 'strict',
      ProtectHome: 'yes',
      PrivateTmp: 'yes',
      NoNewPrivileges: 'yes',
      CapabilityBoundingSet: '',
      StateDirectory: 'irm-contact',
      StateDirectoryMode: '0700',
      Restart: 'on-failure',
      EnvironmentFile: '/etc/irm-site/contact.env',
    });
    // The command it runs is the project's own file.
    const script = settings.ExecStart!.split(' ').find((part: string) => part.endsWith('.ts'));
    expect(fs.existsSync(script!)).toBe(true);
    const verify = spawnSync('systemd-analyze', ['verify', 'deploy/irm-contact.service'], {
      encoding: 'utf8',
    });
    if (verify.error === undefined) expect(verify.stderr).not.toMatch(/Unknown (key|section)/);
  });

  it('its settings template listens where nginx’s upstream points and trusts nginx alone', () => {
    const env = Object.fromEntries(
      fs
        .readFileSync('deploy/contact.env', 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split('=') as [string, string]),
    );
    const upstream = /upstream irm_site_contact \{\s*server 127\.0\.0\.1:(\d+);/.exec(
      fs.readFileSync('deploy/nginx.conf', 'utf8'),
    );
    expect(env.CONTACT_PORT).toBe(upstream?.[1]);
    expect(env.CONTACT_HOST).toBe('127.0.0.1');
    expect(env.CONTACT_TRUST_PROXY).toBe('127.0.0.1');
    expect(env.CONTACT_STORE).toMatch(/^\/var\/lib\/irm-contact\//);
  });
});

/** deploy/nginx.conf, and one of its blocks or directives by the text it starts with. */
const nginxConf = fs.readFileSync('deploy/nginx.conf', 'utf8');
const block = (start: string) => {
  const at = nginxConf.indexOf(start);
  if (at === -1) throw new Error(`deploy/nginx.conf has no ${start}`);
  return nginxConf.slice(at, nginxConf.indexOf('\n}', at) + 2);
};
/** A size or time as nginx writes it (16k, 1m; 4s, 1m), in bytes or seconds. */
const nginxSize = (value: string) =>
  Number.parseInt(value, 10) * ({ k: 1024, m: 1024 ** 2 }[value.at(-1)!.toLowerCase()] ?? 1);
const nginxSeconds = (value: string) =>
  Number.parseInt(value, 10) * ({ m: 60, h: 3600 }[value.at(-1)!] ?? 1);

describe('nginx in front of the contact service (deploy/nginx.conf)', () => {
  it('takes a form post of every field at its longest in any script (each UTF-8 byte urlencoded as 3 characters)', () => {
    // What the no-JavaScript form posts: its fields, the fixed type and the page's language.
    const languages = fs.readdirSync('locales');
    const names = new URLSearchParams({
      ...Object.fromEntries(Object.keys(FIELD_LIMITS).map((field) => [field, ''])),
      type: '4',
      lang: languages.reduce((a, b) => (a.length >= b.length ? a : b)),
    }).toString().length;
    // Up to 4 bytes a character (a CJK Extension B letter, an emoji), %XX for each byte.
    const longest = Object.values(FIELD_LIMITS).reduce((sum, limit) => sum + limit, 0) * 4 * 3;
    const contact = block('location = /api/contact {');
    const limit = /client_max_body_size (\w+);/.exec(contact)?.[1];
    expect(nginxSize(limit!)).toBeGreaterThanOrEqual(longest + names);
    // And no more than the next KiB above it: nginx reads the whole body before passing it on.
    expect(nginxSize(limit!)).toBeLessThan(longest + names + 1024);
  });

  it('closes an idle upstream connection before the service would (no 502 from a connection it is closing)', () => {
    const upstream = block('upstream irm_site_contact {');
    // nginx's default is 60 s.
    const idle = nginxSeconds(/keepalive_timeout (\w+);/.exec(upstream)?.[1] ?? '60s');
    expect(idle * 1000).toBeLessThan(DEFAULT_LIMITS.keepAliveTimeoutMs);
  });
});

/** A client's address as the 4 or 16 bytes nginx's $binary_remote_addr holds. */
function addressBytes(address: string): Buffer {
  if (isIPv4(address)) return Buffer.from(address.split('.').map(Number));
  const [head = '', tail = ''] = address.split('::');
  const groups = (text: string) => (text ? text.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...Array<string>(missing).fill('0'), ...groups(tail)];
  return Buffer.from(
    all.flatMap((group) => [Number.parseInt(group, 16) >> 8, Number.parseInt(group, 16) & 255]),
  );
}

describe('the limits’ client key (deploy/nginx.conf’s map), on real nginx', () => {
  it('is an IPv4 address whole and an IPv6 address by its /64, and both limit zones use it', async () => {
    const map = block('map $binary_remote_addr $irm_site_client {');
    const zones = nginxConf.match(/^limit_(conn|req)_zone .*$/gm) ?? [];
    expect(zones).toHaveLength(2);
    for (const zone of zones) expect(zone).toMatch(/^limit_\w+_zone \$irm_site_client /);
    // An nginx that takes the client's address from a header (realip), with the map as shipped,
    // answering with the key it computes.
    const dir = fs.mkdtempSync(path.join(tmpdir(), 'nginx-key-'));
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      fs.mkdirSync(path.join(dir, temp));
    const socket = path.join(dir, 'nginx.sock');
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'daemon off;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log;`,
        'events {}',
        'http {',
        '  access_log off;',
        ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${dir}/${temp};`,
        ),
        map,
        '  server {',
        `    listen unix:${socket};`,
        '    set_real_ip_from unix:;',
        '    real_ip_header X-Test-Client;',
        '    location / { return 200 "$irm_site_client"; }',
        '  }',
        '}',
      ].join('\n'),
    );
    const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
    let stderr = '';
    nginx.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const key = (client: string) =>
      new Promise<Buffer>((resolve, reject) => {
        const req = request(
          { socketPath: socket, path: '/', headers: { 'x-test-client': client } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      for (let attempt = 0; !fs.existsSync(socket); attempt += 1) {
        if (attempt > 100 || nginx.exitCode !== null)
          throw new Error(`nginx did not start: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await key('192.0.2.7')).toEqual(addressBytes('192.0.2.7'));
      expect(await key('198.51.100.200')).toEqual(addressBytes('198.51.100.200'));
      // Every address of a /64 gives its first 8 bytes, newline and zero bytes included.
      const prefix = addressBytes('2001:db8:a0a:ff00::').subarray(0, 8);
      for (const address of [
        '2001:db8:a0a:ff00::1',
        '2001:db8:a0a:ff00:ffff:ffff:ffff:fffe',
        '2001:db8:a0a:ff00:8000::',
      ])
        expect(await key(address), address).toEqual(prefix);
      expect(await key('2001:db8:a0a:ff01::1')).toEqual(
        addressBytes('2001:db8:a0a:ff01::').subarray(0, 8),
      );
      expect(await key('::1')).toEqual(Buffer.alloc(8));
    } finally {
      const ended = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await ended;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** nginx's predefined log format `combined`, field by field, as the privacy notice lists them. */
const COMBINED = {
  ip: '$remote_addr',
  time: '[$time_local]',
  request: '"$request"',
  status: '$status $body_bytes_sent',
  referrer: '"$http_referer"',
  agent: '"$http_user_agent"',
};

describe('nginx’s logs, as the privacy notice states them', () => {
  it('leaves the access log as Debian’s nginx writes it: the combined format: the fields the notice lists', () => {
    // No access_log or log_format of the site's own: Debian's nginx.conf logs every request to
    // /var/log/nginx/access.log in nginx's predefined `combined` format.
    expect(nginxConf).not.toMatch(/^\s*(access_log|log_format|error_log)\b/m);
    const debian = '/etc/nginx/nginx.conf';
    if (fs.existsSync(debian)) {
      expect(fs.readFileSync(debian, 'utf8')).toMatch(
        /^\s*access_log \/var\/log\/nginx\/access\.log;/m,
      );
    }
    const notice = JSON.parse(fs.readFileSync('locales/en/privacy.json', 'utf8')) as {
      logs: { fields: Record<string, string> };
    };
    expect(Object.keys(notice.logs.fields).sort()).toEqual(Object.keys(COMBINED).sort());
    // Every field of `combined` but $remote_user (HTTP authentication, which the site has none of).
    let rest =
      '$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"';
    for (const variables of Object.values(COMBINED)) rest = rest.replace(variables, '');
    expect(rest.replace(/\s+/g, ' ').trim()).toBe('- $remote_user');
  });

  it('Debian’s logrotate for nginx keeps the days the notice states (daily, the stated number of old logs)', () => {
    // /etc/logrotate.d/nginx, from Debian's nginx-common: where it is installed, it must say what
    // the notice says (content/privacy.ts accessLogRotations).
    const rotation = '/etc/logrotate.d/nginx';
    if (!fs.existsSync(rotation)) return;
    const text = fs.readFileSync(rotation, 'utf8');
    expect(text).toMatch(/^\/var\/log\/nginx\/\*\.log \{/m);
    expect(text).toMatch(/^\s*daily$/m);
    expect(text).toMatch(new RegExp(`^\\s*rotate ${accessLogRotations}$`, 'm'));
  });
});
