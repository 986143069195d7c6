import t from 'tap'
import { testDatabases } from '../../helpers/databases.ts'
import { walkRoleTable } from '../../helpers/role-table.ts'

if (testDatabases().includes('postgres')) walkRoleTable(t, 'postgres')
else t.test('the role table on PostgreSQL', { skip: 'TEST_DATABASE_URL is not set' }, async () => {})
