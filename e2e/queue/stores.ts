// What n8n keeps in queue mode's services, read whole for a search: every row of every table of
// its Postgres database (as JSON, bytea as hex), and every value under every key in Redis (strings,
// hashes, lists, sets, sorted sets, streams), through Debian's psql and redis-cli on loopback.
import type { Rows } from '../../testbed/realN8n/database';
import { postgresBin, runSync } from './services';

const psql = (port: number, sql: string): string => {
	const bin = postgresBin();
	if (bin === undefined) throw new Error('No Postgres binaries under /usr/lib/postgresql');
	return runSync(
		`${bin}/psql`,
		['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'n8n', '-At', '-c', sql],
		{ maxBuffer: 1 << 30 },
	);
};

/** Every table of n8n's database (schema public), by name, each row as its JSON. */
export function readPostgres(port: number): Record<string, Rows> {
	const tables = psql(
		port,
		"SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
	)
		.split('\n')
		.filter(Boolean);
	return Object.fromEntries(
		tables.map((table) => [
			table,
			psql(port, `SELECT row_to_json(t)::text FROM "${table.replaceAll('"', '""')}" t`)
				.split('\n')
				.filter(Boolean)
				.map((line) => JSON.parse(line) as Rows[number]),
		]),
	);
}

// Run inside Redis (EVAL), so that one call reads every key at one moment.
const EVERY_VALUE = `
local out = {}
local function add(values) for _, value in ipairs(values) do table.insert(out, value) end end
for _, key in ipairs(redis.call('KEYS', '*')) do
	local kind = redis.call('TYPE', key).ok
	table.insert(out, key)
	if kind == 'string' then table.insert(out, redis.call('GET', key))
	elseif kind == 'hash' then add(redis.call('HGETALL', key))
	elseif kind == 'list' then add(redis.call('LRANGE', key, 0, -1))
	elseif kind == 'set' then add(redis.call('SMEMBERS', key))
	elseif kind == 'zset' then add(redis.call('ZRANGE', key, 0, -1))
	elseif kind == 'stream' then
		for _, entry in ipairs(redis.call('XRANGE', key, '-', '+')) do add(entry[2]) end
	end
end
return out`;

/** Every key in Redis and every value under it, and how many keys there were. */
export function readRedis(port: number): { keys: number; text: string } {
	const keys = Number(runSync('redis-cli', ['-p', String(port), 'DBSIZE']).trim());
	const text = runSync('redis-cli', ['-p', String(port), '--raw', 'EVAL', EVERY_VALUE, '0'], {
		maxBuffer: 1 << 30,
	});
	return { keys, text };
}
