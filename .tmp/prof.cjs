const fs=require("fs");
const f=process.argv[2];
const p=JSON.parse(fs.readFileSync(f,"utf8"));
const nodes=new Map(p.nodes.map(n=>[n.id,n]));
const self=new Map(); const dt=p.timeDeltas;
p.samples.forEach((s,i)=>self.set(s,(self.get(s)||0)+(dt[i]||0)));
const parent=new Map(); p.nodes.forEach(n=>(n.children||[]).forEach(c=>parent.set(c,n.id)));
const total=new Map();
const nm=(u)=>u.replace(/.*node_modules\//,"nm/").replace(/.*\/work\/main\//,"");
for (const [id,t] of self){ let x=id; const seen=new Set(); while(x!=null){ const n=nodes.get(x); const k=n.callFrame.functionName+" "+nm(n.callFrame.url)+":"+n.callFrame.lineNumber; if(!seen.has(k)){total.set(k,(total.get(k)||0)+t); seen.add(k);} x=parent.get(x);} }
const byUrl=new Map(); for (const [id,t] of self){const n=nodes.get(id); const u=nm(n.callFrame.url).split("/").slice(0,2).join("/")||n.callFrame.functionName; byUrl.set(u,(byUrl.get(u)||0)+t);}
console.log("self by package:"); [...byUrl].sort((a,b)=>b[1]-a[1]).slice(0,Number(process.argv[3]||15)).forEach(([k,v])=>console.log((v/1000).toFixed(0),k));
console.log("total:"); [...total].sort((a,b)=>b[1]-a[1]).slice(0,Number(process.argv[4]||40)).forEach(([k,v])=>console.log((v/1000).toFixed(0),k.slice(0,150)));
