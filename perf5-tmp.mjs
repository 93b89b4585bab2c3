import Database from 'better-sqlite3';
const d = new Database('/tmp/rr.db');
for (const { name } of d.prepare("select name from sqlite_master where type='table'").all()) {
  const fks = d.prepare(`pragma foreign_key_list("${name}")`).all().filter(f => ['operations','split_operations'].includes(f.table));
  if (fks.length) console.log(name, fks.map(f => `${f.id}:${f.from}->${f.table}.${f.to} ${f.on_delete}`).join(' | '));
}
console.log(d.prepare("select count(*) n from split_operations").get(), d.prepare("select count(*) n from split_operation_tags").get());
console.log(d.prepare("select sql from sqlite_master where name='split_operation_tags'").get());
console.log(d.prepare("select sql from sqlite_master where type='index' and tbl_name='split_operation_tags'").all());
