import { staffMeta } from "../../shell/meta";

export const meta = () => staffMeta("Staff area");

export default function StaffScreen() {
  return <h1 className="px-6 py-16 text-2xl font-bold">Staff area</h1>;
}
