(PORT=3995 HOST=127.0.0.1 DATA_DIR=/tmp/tmp.iUC81ROpgB LOG_LEVEL=warn node server/dist/main.js > /tmp/srv.log 2>&1 &)
sleep 2.5
TOKEN=$(curl -s -XPOST localhost:3995/api/auth/login -H 'content-type: application/json' -d '{"usuario":"garcom@demo.com.br","senha":"demo123"}' | node -pe 'JSON.parse(require("fs").readFileSync(0)).token')
npx autocannon -c 50 -d 3 -H "authorization=Bearer $TOKEN" http://127.0.0.1:3995/api/mesas > /dev/null 2>&1
for i in 1 2; do npx autocannon -c 50 -d 5 -H "authorization=Bearer $TOKEN" http://127.0.0.1:3995/api/mesas 2>&1 | grep "requests in"; done
pkill -f "server/dist/main.js"
