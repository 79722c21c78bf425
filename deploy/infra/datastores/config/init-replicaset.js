// Run by the mongodb-init Job with `mongosh --nodb`. Safe to run any number of times:
//  1. waits until every member answers (the image's entrypoint has then created the root user),
//  2. initiates the replica set on first run, or adds members missing after a scale-up,
//  3. waits for a primary and creates or updates the application user.
// Scale-down is not automated: remove members with rs.remove() before lowering the replica count.

const env = process.env;
const replicaSet = env.MONGO_REPLICA_SET || "rs0";
const count = Number(env.MONGO_REPLICAS || "1");
const hosts = [];
for (let i = 0; i < count; i++) hosts.push(`${env.MONGO_STATEFULSET}-${i}.${env.MONGO_SERVICE}:27017`);

const credentials = `${encodeURIComponent(env.MONGO_ROOT_USERNAME)}:${encodeURIComponent(env.MONGO_ROOT_PASSWORD)}`;
const direct = (host) => `mongodb://${credentials}@${host}/admin?authSource=admin&directConnection=true`;
const replica = () => `mongodb://${credentials}@${hosts.join(",")}/admin?authSource=admin&replicaSet=${replicaSet}`;

function retry(what, fn, attempts = 120) {
  for (let attempt = 1; ; attempt++) {
    try {
      return fn();
    } catch (error) {
      if (attempt >= attempts) throw error;
      print(`waiting for ${what} (${attempt}/${attempts}): ${error.message}`);
      sleep(5000);
    }
  }
}

function command(db, cmd) {
  const result = db.runCommand(cmd);
  if (result.ok !== 1) {
    const error = new Error(`${Object.keys(cmd)[0]} failed: ${EJSON.stringify(result)}`);
    error.code = result.code;
    throw error;
  }
  return result;
}

for (const host of hosts) {
  retry(host, () => command(new Mongo(direct(host)).getDB("admin"), { ping: 1 }));
}

const first = new Mongo(direct(hosts[0])).getDB("admin");
const status = first.runCommand({ replSetGetStatus: 1 });
if (status.ok !== 1 && status.code === 94 /* NotYetInitialized */) {
  print(`initiating ${replicaSet} with ${hosts.join(", ")}`);
  command(first, {
    replSetInitiate: { _id: replicaSet, members: hosts.map((host, i) => ({ _id: i, host })) },
  });
} else if (status.ok !== 1) {
  throw new Error(`replSetGetStatus failed: ${EJSON.stringify(status)}`);
}

const primary = retry("a primary", () => {
  const db = new Mongo(replica()).getDB("admin");
  if (!command(db, { hello: 1 }).isWritablePrimary) throw new Error("no writable primary yet");
  return db;
});

// One member per reconfig: MongoDB rejects adding several voting members at once.
for (const host of hosts) {
  retry(`adding ${host}`, () => {
    const config = command(primary, { replSetGetConfig: 1 }).config;
    if (config.members.some((m) => m.host === host)) return;
    print(`adding ${host} to ${replicaSet}`);
    config.version += 1;
    config.members.push({ _id: Math.max(...config.members.map((m) => m._id)) + 1, host });
    command(primary, { replSetReconfig: config });
  });
}

const roles = (env.MONGO_APP_DATABASES || "")
  .split(",")
  .map((db) => db.trim())
  .filter(Boolean)
  .map((db) => ({ role: "readWrite", db }));
const user = env.MONGO_APP_USERNAME;
const existing = command(primary, { usersInfo: user }).users;
if (existing.length === 0) {
  print(`creating user ${user}`);
  command(primary, { createUser: user, pwd: env.MONGO_APP_PASSWORD, roles });
} else {
  // Keeps the password and roles in step with the Secret after a rotation.
  print(`updating user ${user}`);
  command(primary, { updateUser: user, pwd: env.MONGO_APP_PASSWORD, roles });
}
print("mongodb-init done");
