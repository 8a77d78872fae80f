-- wrk script of the bench's cold targets (bench/lib/cold.ts): each path requested exactly once.
--
--   wrk -t8 -c8 -d900s --timeout 60s -H 'user-agent: …' -s bench/wrk-cold.lua <origin><path> -- <queue dir> <path> <path> …
--
-- One connection per thread (-t and -c equal), so a thread's request and its answer pair up and the
-- latency of every page is exact: the figures are computed in bench/lib/cold.ts from the raw times,
-- not from wrk's histogram (which adds coordinated-omission corrections meant for a fixed request
-- rate). The paths are a shared queue: <queue dir> holds one empty file per path, named by its
-- index (1 … N); a thread takes the next path by deleting its file (unlink is atomic, so exactly one
-- thread gets each path). A thread that finds the queue empty stops (wrk.thread:stop()) and prints
-- "bench-cold-thread-done"; when every thread has, bench/lib/cold.ts sends SIGINT, which ends wrk's
-- fixed-duration sleep early, and done() prints one line: "bench-cold-json " and a JSON object
-- {requests: [{path, status, us (latency), bytes (body), cache (x-micro-cache/x-nextjs-cache
-- seen), t0, t1 (CLOCK_MONOTONIC µs of send and answer)}], failed (paths sent without an answer:
-- socket errors), cpuTicks (this wrk process, user + system)}.
--
-- wrk calls delay() before each request when the script defines it: that is where the next path is
-- claimed, so a thread never sends a request it has no path for.

local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } bench_cold_timespec;
  int clock_gettime(int clock_id, bench_cold_timespec *tp);
]]
local CLOCK_MONOTONIC = 1
local timespec = ffi.new("bench_cold_timespec")

local function now_us()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, timespec)
  return tonumber(timespec.tv_sec) * 1000000 + math.floor(tonumber(timespec.tv_nsec) / 1000)
end

-- Main state: the threads, for done().
local threads = {}

function setup(thread)
  threads[#threads + 1] = thread
end

-- Thread state.
local queue
local paths = {}
local cursor = 1
local current = nil -- index of the path sent and not yet answered
local sent_at = 0
-- Read by done() through thread:get, as strings: wrk copies nested tables between states unsafely.
answers = ""
lost = ""

function init(args)
  -- args[0] is the URL; then the queue directory and the paths.
  queue = args[1]
  for n = 2, #args do paths[#paths + 1] = args[n] end
end

local function json_string(s)
  return '"' .. string.gsub(s, '[%c"\\]', function(c) return string.format("\\u%04x", string.byte(c)) end) .. '"'
end

local function claim()
  while cursor <= #paths do
    local n = cursor
    cursor = cursor + 1
    if os.remove(queue .. "/" .. n) then return n end
  end
  return nil
end

function delay()
  -- A path still unanswered when the next one is due was lost to a socket error (wrk reconnected).
  if current then lost = lost .. (lost == "" and "" or ",") .. json_string(paths[current]) end
  current = claim()
  if current then return 0 end
  io.write("bench-cold-thread-done\n")
  io.flush()
  wrk.thread:stop()
  return 3600000
end

function request()
  sent_at = now_us()
  return wrk.format("GET", paths[current])
end

function response(status, headers, body)
  local t1 = now_us()
  local cache = ""
  for name, value in pairs(headers) do
    local lower = string.lower(name)
    if lower == "x-micro-cache" or lower == "x-nextjs-cache" then cache = cache .. lower .. "=" .. value .. ";" end
  end
  local record = string.format('{"path":%s,"status":%d,"us":%d,"bytes":%d,"cache":%s,"t0":%d,"t1":%d}',
    json_string(paths[current]), status, t1 - sent_at, #body, json_string(cache), sent_at, t1)
  answers = answers .. (answers == "" and "" or ",") .. record
  current = nil
end

local function cpu_ticks()
  local f = io.open("/proc/self/stat", "r")
  if not f then return nil end
  local stat = f:read("*a")
  f:close()
  local rest = stat:match("^.*%) (.*)$")
  if not rest then return nil end
  local fields = {}
  for field in rest:gmatch("%S+") do fields[#fields + 1] = field end
  local utime, stime = tonumber(fields[12]), tonumber(fields[13])
  if not utime or not stime then return nil end
  return utime + stime
end

function done(summary, latency, reqs)
  local parts = {}
  local failures = {}
  for _, thread in ipairs(threads) do
    local a, l = thread:get("answers"), thread:get("lost")
    if a and a ~= "" then parts[#parts + 1] = a end
    if l and l ~= "" then failures[#failures + 1] = l end
  end
  local ticks = cpu_ticks()
  io.write(string.format('bench-cold-json {"requests":[%s],"failed":[%s],"cpuTicks":%s}\n',
    table.concat(parts, ","), table.concat(failures, ","), ticks and string.format("%d", ticks) or "null"))
end
