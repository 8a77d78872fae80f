-- wrk script of `npm run bench` (bench/run.ts, bench/lib/wrk.ts): requests, then one JSON line.
--
--   wrk -t2 -c50 -d10s --latency --timeout 10s -H 'user-agent: …' -s bench/wrk-report.lua <origin><path> [-- <path> <path> …]
--
-- With paths after `--` each thread requests them round-robin over its connections; without, only
-- the URL's path is requested, as wrk's static request (no Lua call per request).
-- No response() callback on purpose: defining one makes wrk copy every answer's headers and body
-- into Lua, which is the per-answer generator cost this generator is used to avoid. So statuses are
-- not counted one by one; wrk counts answers of 400 and above (errors.status).
--
-- done() prints one line, "bench-wrk-json " and a JSON object, after wrk's own text report:
-- durationUs, requests, bytes (headers and bodies read), errors {connect, read, write, status,
-- timeout}, latencyUs {mean, p50, p95, p99, max} (wrk's histogram, 1 µs steps, with its coordinated-
-- omission correction), and cpuTicks: user + system clock ticks of this wrk process, all threads
-- (from /proc/self/stat, read when the load is over; null where there is no /proc).

local paths = {}
local requests_list = {}
local position = 0

function init(args)
  -- args[0] is the URL; the extra arguments are the paths.
  for n = 1, #args do paths[#paths + 1] = args[n] end
  if #paths > 1 then
    for n, p in ipairs(paths) do requests_list[n] = wrk.format("GET", p) end
    -- Defined here, not at the top, so a single path stays a static request.
    request = function()
      position = position % #requests_list + 1
      return requests_list[position]
    end
  end
end

local function cpu_ticks()
  local f = io.open("/proc/self/stat", "r")
  if not f then return nil end
  local stat = f:read("*a")
  f:close()
  -- Fields after the parenthesised command name: state(3) ppid(4) … utime(14) stime(15).
  local rest = stat:match("^.*%) (.*)$")
  if not rest then return nil end
  local fields = {}
  for field in rest:gmatch("%S+") do fields[#fields + 1] = field end
  local utime, stime = tonumber(fields[12]), tonumber(fields[13])
  if not utime or not stime then return nil end
  return utime + stime
end

local function num(n, format)
  if n == nil or n ~= n or n == math.huge or n == -math.huge then return "null" end
  return string.format(format or "%.3f", n)
end

local function int(n) return num(n, "%.0f") end

function done(summary, latency, requests)
  local e = summary.errors
  local ticks = cpu_ticks()
  io.write(string.format(
    'bench-wrk-json {"durationUs":%s,"requests":%s,"bytes":%s,' ..
      '"errors":{"connect":%s,"read":%s,"write":%s,"status":%s,"timeout":%s},' ..
      '"latencyUs":{"mean":%s,"p50":%s,"p95":%s,"p99":%s,"max":%s},"cpuTicks":%s}\n',
    int(summary.duration), int(summary.requests), int(summary.bytes),
    int(e.connect), int(e.read), int(e.write), int(e.status), int(e.timeout),
    num(latency.mean), num(latency:percentile(50)), num(latency:percentile(95)), num(latency:percentile(99)), num(latency.max),
    ticks and int(ticks) or "null"))
end
