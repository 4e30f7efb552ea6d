/**
 * A jest environment whose tests can set the time zone of the process they run in, as TZ does
 * for a server: jest gives each test file a copy of process.env, which the clock never reads.
 */
const { TestEnvironment } = require('jest-environment-node');

module.exports = class ProcessTimezoneEnvironment extends TestEnvironment {
	async setup() {
		await super.setup();
		this.savedTimezone = process.env.TZ;
		this.global.setProcessTimezone = (timeZone) => {
			process.env.TZ = timeZone;
		};
	}

	async teardown() {
		if (this.savedTimezone === undefined) delete process.env.TZ;
		else process.env.TZ = this.savedTimezone;
		await super.teardown();
	}
};
