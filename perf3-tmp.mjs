import Database from 'better-sqlite3';
const d = new Database('/tmp/rr.db');
console.log(d.prepare("select name, tbl_name from sqlite_master where type='trigger'").all());
d.pragma('foreign_keys = OFF');
const ids = d.prepare("select id from operations where transfer_id is null order by id limit 500").all().map(r => r.id);
for (const n of [10, 100, 500]) {
  d.exec('begin');
  let t = performance.now();
  d.prepare("delete from operations where id in (" + ids.slice(0, n).join(',') + ")").run();
  console.log(n, performance.now() - t);
  d.exec('rollback');
}
console.log(d.prepare("explain query plan delete from operations where id in (1,2)").all());
