-- wrk script of the bench's memory soak (bench/lib/soak.ts): a crawler walking every offer page.
--
--   wrk -t8 -c8 -d660s --timeout 60s -H 'user-agent: …' -s bench/wrk-crawl.lua <origin>/ -- <paths file>
--
-- <paths file> holds one path a line (bench/prepare.ts --crawl-file: every public offer's page, in
-- the sitemap's order). One connection per thread (-t and -c equal); thread k of T takes lines k,
-- k + T, k + 2T, … in order, so the threads together request every path once, in the file's order,
-- with no shared state. A thread that has requested all of its lines starts over (a second, warm
-- pass; after the first it prints "bench-crawl-pass-done <thread> 1"); wrk's duration (or SIGINT from
-- bench/lib/soak.ts) ends the crawl. Every second or so each thread prints its counts so far:
-- "bench-crawl-progress <thread> <first-pass answers> <later answers> <non-2xx>". done() prints one
-- line: "bench-crawl-json " and a JSON object {threads: [{id, paths, crawled, recrawled, passes,
-- non2xx, s2xx, s3xx, s4xx, s5xx, cached, bytes, lost, firstUsSum, firstUsMax, laterUsSum,
-- laterUsMax, firstHist: "ms:count,…"}], errors: {connect, read, write, status, timeout},
-- durationUs, cpuTicks}. First-pass figures are of never-requested pages; "cached" counts first-pass
-- answers a cache served (x-micro-cache or x-nextjs-cache HIT or STALE).
--
-- wrk calls delay() before each request when the script defines it: that is where the next path is
-- taken (wrk also calls request() once before the run, to check it, which must not use up a path).
--
-- Unlike bench/wrk-cold.lua nothing grows per request (counts and a latency histogram in whole ms),
-- so a crawl of 100,000 pages or a warm pass of millions costs the generator no memory.

local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } bench_crawl_timespec;
  int clock_gettime(int clock_id, bench_crawl_timespec *tp);
]]
local CLOCK_MONOTONIC = 1
local timespec = ffi.new("bench_crawl_timespec")

local function now_us()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, timespec)
  return tonumber(timespec.tv_sec) * 1000000 + math.floor(tonumber(timespec.tv_nsec) / 1000)
end

-- Main state: the threads, numbered in setup() (before each thread's init()).
local threads = {}

function setup(thread)
  threads[#threads + 1] = thread
  thread:set("id", #threads)
end

-- Thread state. Globals are read by done() through thread:get (numbers and strings only).
id = id or 1
paths = 0
crawled = 0
recrawled = 0
passes = 0
non2xx = 0
s2xx, s3xx, s4xx, s5xx = 0, 0, 0, 0
cached = 0
bytes = 0
lost = 0
firstUsSum, firstUsMax = 0, 0
laterUsSum, laterUsMax = 0, 0
firstHist = ""

local mine = {}
local cursor = 1
local pass = 1
local current = nil -- the path sent and not yet answered
local sent_at = 0
local last_print = 0
local hist = {}

function init(args)
  -- args[0] is the URL; args[1] the paths file; args[2] the number of threads (-t).
  local file, count = args[1], tonumber(args[2])
  local n = 0
  for line in io.lines(file) do
    if line ~= "" then
      n = n + 1
      if (n - 1) % count == id - 1 then mine[#mine + 1] = line end
    end
  end
  paths = #mine
end

local function progress()
  io.write(string.format("bench-crawl-progress %d %d %d %d\n", id, crawled, recrawled, non2xx))
  io.flush()
end

function delay()
  -- A path sent and not answered when the next is due was lost to a socket error (wrk reconnected).
  if current then lost = lost + 1 end
  current = nil
  if #mine == 0 then
    wrk.thread:stop()
    return 3600000
  end
  if cursor > #mine then
    passes = passes + 1
    if pass == 1 then
      io.write(string.format("bench-crawl-pass-done %d %d\n", id, pass))
      progress()
    end
    pass = pass + 1
    cursor = 1
  end
  -- The path is taken here, not in request(): wrk calls request() once before the run to check it.
  current = mine[cursor]
  cursor = cursor + 1
  return 0
end

function request()
  sent_at = now_us()
  return wrk.format("GET", current)
end

local function serialise(h)
  local parts = {}
  for ms, n in pairs(h) do parts[#parts + 1] = ms .. ":" .. n end
  return table.concat(parts, ",")
end

function response(status, headers, body)
  local t1 = now_us()
  local us = t1 - sent_at
  current = nil
  bytes = bytes + #body
  if status >= 200 and status <= 299 then s2xx = s2xx + 1
  else
    non2xx = non2xx + 1
    if status <= 399 then s3xx = s3xx + 1 elseif status <= 499 then s4xx = s4xx + 1 else s5xx = s5xx + 1 end
  end
  if pass == 1 then
    crawled = crawled + 1
    firstUsSum = firstUsSum + us
    if us > firstUsMax then firstUsMax = us end
    local ms = math.floor(us / 1000)
    hist[ms] = (hist[ms] or 0) + 1
    firstHist = serialise(hist)
    for name, value in pairs(headers) do
      local lower = string.lower(name)
      if (lower == "x-micro-cache" or lower == "x-nextjs-cache") and (string.find(value, "HIT") or string.find(value, "STALE")) then
        cached = cached + 1
        break
      end
    end
  else
    recrawled = recrawled + 1
    laterUsSum = laterUsSum + us
    if us > laterUsMax then laterUsMax = us end
  end
  if t1 - last_print >= 1000000 then
    last_print = t1
    progress()
  end
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

local NUMBERS = { "paths", "crawled", "recrawled", "passes", "non2xx", "s2xx", "s3xx", "s4xx", "s5xx", "cached", "bytes", "lost", "firstUsSum", "firstUsMax", "laterUsSum", "laterUsMax" }

function done(summary, latency, reqs)
  local out = {}
  for _, thread in ipairs(threads) do
    local fields = { string.format('"id":%d', thread:get("id")) }
    for _, name in ipairs(NUMBERS) do fields[#fields + 1] = string.format('"%s":%d', name, thread:get(name) or 0) end
    fields[#fields + 1] = string.format('"firstHist":"%s"', thread:get("firstHist") or "")
    out[#out + 1] = "{" .. table.concat(fields, ",") .. "}"
  end
  local e = summary.errors
  local ticks = cpu_ticks()
  io.write(string.format('bench-crawl-json {"threads":[%s],"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"durationUs":%d,"cpuTicks":%s}\n',
    table.concat(out, ","), e.connect, e.read, e.write, e.status, e.timeout, summary.duration, ticks and string.format("%d", ticks) or "null"))
end
