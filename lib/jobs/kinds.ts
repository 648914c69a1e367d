// Every job kind the workers can run; importing this registers them.
import "@/lib/convert/convert-job";
import "@/lib/skills/skill-job";
import "@/lib/runs/run-job";
