import { describe, expect, it } from 'vitest';
import type { AgentId } from '@cephalo/shared/agents';
import { findRelevantEntries } from '../assistant/select-relevant-entries';
import { loadKnowledgeIndex } from '../knowledge/load-knowledge-index';
import { detectRedFlags, type RedFlagCategory } from './red-flags';

// Written for this test, apart from the evaluation sets: a second round of messages as carers and
// patients write them in Serbian, Croatian, Bosnian, Slovenian, Macedonian and Bulgarian (Cyrillic
// and Latin-typed, colloquial, without diacritics, about a relative, the key sentence in the middle
// of a longer message). The red flags follow NICE CG103 (delirium: a sudden change since yesterday,
// with an infection or a fever), NICE NG232 (a head injury on anticoagulants), NICE NG128 (stroke
// told by its signs: a crooked smile, an arm that will not lift, words that come out wrong), NICE
// NG225 and the WHO's "Preventing suicide" (a carer's veiled wish to be gone, pills put aside), the
// Alzheimer's Society (a relative who went out and is not back), SNNOOP10 (Do TP et al., Neurology
// 2019: thunderclap told by what happened, new after 50 with a tender temple or jaw pain on
// chewing, pregnancy or just after birth), NICE NG240 (a rash that does not fade under a glass),
// NICE NG127 (papilloedema, vision greying on standing) and HeadSmart (RCPCH: a child's morning
// vomiting or new clumsiness). The harmless messages hold a red-flag word without the red flag:
// someone else's illness, a question about triggers or signs, a lost object, a figure of speech, an
// episode long past, a list of denials, the usual aura, a film. The off-topic messages (cooking,
// cars, taxes, sport, gardening, phones, travel) must find no knowledge entry on either agent.
// Agent 1 is the migraine assistant, agent 2 the dementia assistant.
type Case = [message: string, agent: AgentId, category: RedFlagCategory];
type Harmless = string | [message: string, agents: AgentId[]];

interface Round {
  flagged: Case[];
  harmless: Harmless[];
  offTopic: string[];
}

const ROUND: Record<'Serbian' | 'Croatian' | 'Bosnian' | 'Slovenian' | 'Macedonian' | 'Bulgarian', Round> = {
  Serbian: {
    flagged: [
      [
        'Pisem zbog tate, ima 84 i Alchajmera ali je uglavnom miran. Od juce popodne je kao izgubljen, prica sa ljudima kojih nema u sobi, a doktorka kaze da mozda ima infekciju mokracnih puteva. Da li da cekamo antibiotik?',
        2,
        'sudden-confusion',
      ],
      [
        'Mama je jutros pala u kupatilu i udarila glavom o lavabo. Pije Eliquis za razredjivanje krvi. Kaze da je dobro, ima samo cvorugu, pa ne znam da li da je vodim.',
        2,
        'head-injury',
      ],
      [
        'Suprug (79) je za dorucak pricao normalno, a onda mu se osmeh odjednom iskrivio na jednu stranu i reci su mu izlazile pogresno. Sad sedi i gleda u mene.',
        2,
        'neuro-deficit',
      ],
      ['Деда од јутрос не може да подигне десну руку, чаша му је испала. Има деменцију, можда је само уморан?', 2, 'neuro-deficit'],
      [
        'Baba je sedela u fotelji i odjednom pocela da se trese celim telom, oci izvrnute, nije reagovala kad sam je zvala, trajalo je dva minuta. Sad spava duboko.',
        2,
        'neuro-deficit',
      ],
      [
        'Trecu godinu sama negujem muza sa demencijom. Ponekad uvece pozelim da zaspim i da se vise ne probudim, pa se posle osecam krivom. Kako drugi ovo izdrze?',
        2,
        'self-harm',
      ],
      [
        'Mama je posle rucka izasla da proseta kuce. Kuce se vratilo samo sa povodcem, a nje nema vec dva sata, zvali smo komsije i obisli park.',
        2,
        'missing-person',
      ],
      ['Mama od jutros ne prepoznaje ni mene ni moju sestru, misli da smo komsinice. Juce je bila sasvim ok, kao i inace.', 2, 'sudden-confusion'],
      [
        'Dizao sam gajbu piva u podrum i odjednom kao da me neko udario palicom u potiljak, sad mi je muka i sve mi se vrti. Nikad nisam imao nista slicno.',
        1,
        'thunderclap',
      ],
      ['Кћерка (5) има 39 и неке ситне љубичасте флеке по стомаку, притиснула сам их чашом и не бледе. Каже да је боли глава.', 1, 'fever-stiff-neck'],
      [
        'Bila sam kod opticara zbog novih naocara i rekao je da mi je ocni zivac otecen na oba oka, da odmah idem kod oftalmologa. Glava me inace boli vec mesec dana.',
        1,
        'papilloedema',
      ],
      ['U 36. nedelji sam, od jutros me jako boli glava, noge i lice su mi natekli, a pred ocima mi igraju svetle tackice.', 1, 'pregnancy'],
      ['pijem varfarin i jutros sam se udario glavom o kuhinjski ormaric, sad me boli glava i malo mi je muka', 1, 'head-injury'],
      ['Migrena me drzi 20 dana u mesecu. Krijem tablete u kutiju od caja, skupila sam ih vec dosta. Ne mogu vise ovako da zivim.', 1, 'self-harm'],
      ['Sin (8) se zadnje dve nedelje budi sa glavoboljom i povraca pre skole, posle mu bude bolje. Pedijatar kaze virus.', 1, 'child-warning'],
      ['imam 67 godina, ovo je nova glavobolja od pre dve nedelje, slepoocnica me boli kad je dodirnem i vilica me boli kad zvacem meso', 1, 'new-after-50'],
    ],
    harmless: [
      'Komsinica ima Parkinsona i ruke joj se stalno tresu. Da li se to moze pomesati sa demencijom?',
      'Sin moje koleginice je imao meningitis prosle godine, sad je dobro. Da li se migrena moze dobiti od toga?',
      'Da li smeh, kasalj ili trcanje mogu da izazovu napad migrene?',
      'Koji su znaci mozdanog udara kod starijih? Pitam da budem spremna, tata ima demenciju.',
      'Mama je opet zaturila novcanik, trazili smo ga po celom stanu, na kraju je bio u frizideru.',
      'Sef ce me ubiti ako opet uzmem bolovanje zbog migrene.',
      'Umirem za jednom kafom, a kafa mi izaziva migrenu. Sta da radim?',
      'Ova vrucina me ubija, i glava me malo boli kao i svakog leta.',
      'Pre deset godina sam pala sa bicikla i udarila glavu, od tada nikakvih problema.',
      'Nemam temperaturu, vrat mi nije ukocen, nemam osip, nije najgora glavobolja u zivotu, samo obicna migrena.',
      'Opet vidim cik-cak linije pred napad, kao i uvek, posle toga krene migrena.',
      'Gledali smo seriju gde glavni lik padne u nesvest i posle ne zna ko je. Da li je to realno?',
    ],
    offTopic: [
      'Koliko dugo da marinirem rebra pre rostilja i da li ide pivo u marinadu?',
      'Auto mi trokira na leru kad je hladno, da li su svecice ili bobina?',
      'Do kada se predaje poreska prijava za izdavanje stana i koliko je porez?',
      'Ko je najbolji strelac Zvezde ove sezone u Ligi sampiona?',
      'Kada da orezem vinovu lozu i kojim preparatom da je prskam protiv plamenjace?',
      'Putujem za Solun vozom, da li ima direktna linija iz Beograda?',
    ],
  },
  Croatian: {
    flagged: [
      [
        'Mama ima Alzheimera i upalu mokracnog mjehura. Od jucer navecer je potpuno smusena, vidi neku djecu po sobi kojih nema i cupa kateter, a prije toga je bila dosta dobro.',
        2,
        'sudden-confusion',
      ],
      ['Djed (88) se spotaknuo o tepih i lupio glavom o rub stola. Pije Xarelto, malo mu krvari obrva, kaze da mu je dobro.', 2, 'head-injury'],
      [
        'Kad se suprug nasmijao za rucak, jedna strana usta mu se nije podigla, a kad sam mu rekla da digne obje ruke, lijeva mu je odmah pala dolje. Ima demenciju pa ne znam je li to od toga.',
        2,
        'neuro-deficit',
      ],
      [
        'Tata od rucka govori krivo, umjesto casa kaze sat, rijeci mu izlaze pomijesane, a jutros je pricao normalno koliko moze s demencijom.',
        2,
        'neuro-deficit',
      ],
      ['Baka se za veceru ukocila, ruke su joj se trzale i nije odgovarala na ime par minuta, sad je jako pospana.', 2, 'neuro-deficit'],
      [
        'Brinem se o mami s demencijom sama vec pet godina. Iskreno, nekad bih najradije legla i vise se ne probudila. Ne znam kome da to kazem.',
        2,
        'self-harm',
      ],
      ['Muz ima demenciju, jutros je izasao po novine i do sada se nije vratio, obisli smo kiosk i cijelu ulicu.', 2, 'missing-person'],
      ['Od danas ujutro tata ne zna tko sam ja, pita me gdje mu je kci, a jucer smo normalno razgovarali.', 2, 'sudden-confusion'],
      [
        'Bio sam u teretani, digao sam sipku iznad glave i u sekundi me opalilo u zatiljak kao da me netko udario, nikad me nista tako nije boljelo. Sad mi je mucno.',
        1,
        'thunderclap',
      ],
      ['Suprug ima 39,5 i po trbuhu su mu izasle tamne mrlje koje ostanu kad ih pritisnem staklenom casom. Boli ga glava.', 1, 'fever-stiff-neck'],
      ['Kad se sagnem ili naglo ustanem, na par sekundi mi posivi pred ocima, a glava me boli svako jutro vec mjesec dana.', 1, 'papilloedema'],
      ['Trudna sam 34 tjedna, od sinoc me boli glava, oticu mi ruke i lice, a pred ocima vidim bljeskove.', 1, 'pregnancy'],
      ['Pijem Marivarin, jutros sam u garazi udario glavom u otvorena vrata od auta i sad me tupo boli.', 1, 'head-injury'],
      ['Vise ne mogu ovako s migrenom. Skupljam tablete u ladici i ne pijem ih, za svaki slucaj.', 1, 'self-harm'],
      ['Kci ima 6 godina, vec tri tjedna se budi s glavoboljom i povraca prije dorucka.', 1, 'child-warning'],
      ['Imam 71 godinu, nikad me glava nije boljela, a sad me desna sljepoocnica boli na dodir i celjust me boli kad zvacem.', 1, 'new-after-50'],
    ],
    harmless: [
      'Susjed ima Parkinsona, ruke mu se tresu cijeli dan. Je li to nasljedno kao migrena?',
      'Sin od kolegice je imao meningitis, hvala Bogu je dobro. Je li meningitis zarazan za odrasle?',
      'Mogu li smijeh, seks ili kasalj izazvati migrenu?',
      'Koji su znakovi mozdanog udara? Pitam unaprijed, djed ima demenciju.',
      'Baka je opet negdje zagubila kljuceve, trazili smo ih po cijeloj kuci, bili su u ormaru.',
      'Sef ce me ubiti ako opet uzmem bolovanje zbog migrene.',
      'Umirem za kavom, a kava mi izaziva migrenu, sto da radim?',
      'Ova vrucina me ubija, glava me malo boli kao i svako ljeto.',
      'Prije petnaest godina sam imao potres mozga na skijanju, od onda sam potpuno zdrav.',
      'Nemam temperaturu, vrat nije ukocen, nemam osip, nije najgora bol u zivotu, samo moja obicna migrena.',
      'Prije napada vidim cik-cak svjetla kao i uvijek, a onda krene migrena.',
      'U filmu koji smo gledali junak nakon udarca u glavu izgubi pamcenje. Je li to stvarno moguce?',
      'Beba se trzala u snu, je li to normalno?',
      'Ruke su mi se trzale od hladnoce dok sam cekala autobus, a migrena je ista kao i uvijek.',
    ],
    offTopic: [
      'Koliko dugo se pece purica s mlincima i na koliko stupnjeva?',
      'Auto mi trza kad ubrzavam u trecoj, je li problem kvacilo ili svjecice?',
      'Do kada se predaje porezna prijava za najam apartmana?',
      'Tko je najbolji strijelac Dinama ove sezone?',
      'Kada se sadi cesnjak u Dalmaciji i koliko duboko?',
      'Kako najjeftinije doci trajektom iz Splita na Hvar u kolovozu?',
    ],
  },
  Bosnian: {
    flagged: [
      ['Nana ima demenciju i od jucer temperaturu, a danas je skroz smetena, ne zna gdje je i vidi ljude kojih nema u sobi.', 2, 'sudden-confusion'],
      ['Babo je pao niz stepenice i udario glavom u zid. Pije lijek za razrjedjivanje krvi. Kaze da ga nista ne boli, ali ja se bojim.', 2, 'head-injury'],
      ['Mama se jutros probudila, usta su joj iskrivljena na jednu stranu i ne moze podici lijevu ruku.', 2, 'neuro-deficit'],
      ['Amidza ima demenciju, ali od jutros ga nikako ne razumijemo, rijeci mu izlaze pogresno i zapliće mu se jezik.', 2, 'neuro-deficit'],
      ['Dedo je imao napad, tresao se cijelim tijelom, pjena mu je isla na usta i nije odgovarao kad smo ga zvali.', 2, 'neuro-deficit'],
      [
        'Njegujem oca sa demencijom danonocno vec tri godine. Nekad pozelim da jednostavno nestanem zauvijek i da vise nista od ovog ne gledam.',
        2,
        'self-harm',
      ],
      ['Nana je izasla iz kuce dok sam se kupala, trazili smo je po cijeloj mahali i jos je nema.', 2, 'missing-person'],
      ['Babo od jutros prica sa rahmetli nanom kao da je u sobi, a juce je bio sasvim normalan.', 2, 'sudden-confusion'],
      ['Nosio sam vrecu cementa i odjednom me presjeklo u glavi kao da me neko udario maljem, nikad me tako nije boljelo.', 1, 'thunderclap'],
      ['Dijete ima temperaturu 39 i crvene tackice po rukama koje ne blijede kad preko njih pritisnem casu.', 1, 'fever-stiff-neck'],
      ['Kad ustanem iz kreveta ili se sagnem, na par sekundi mi posivi vid, a glavobolja je svaki dan sve jaca.', 1, 'papilloedema'],
      ['Rodila sam prije cetiri dana, sad me strasno boli glava, vidim svjetlucave tackice pred ocima i noge su mi natecene.', 1, 'pregnancy'],
      ['Pijem Sintrom, juce sam udario glavom o policu u podrumu i glava me boli od tada.', 1, 'head-injury'],
      ['Ne mogu vise da izdrzim ovu bol, skupljam tablete protiv bolova da ih jednog dana popijem sve odjednom.', 1, 'self-harm'],
      ['Sin ima 9 godina, boli ga glava svako jutro i zadnjih dana se spotice i ispadaju mu stvari iz ruku.', 1, 'child-warning'],
      ['Imam 58 godina i ovo je nova glavobolja, boli me sljepoocnica kad se cesljam i vilica pri zvakanju.', 1, 'new-after-50'],
    ],
    harmless: [
      'Komsija ima Parkinsona i stalno mu se tresu ruke, da li je to slicno demenciji?',
      'Kolegin sin je imao meningitis, sad je dobro. Da li je to zarazno?',
      'Da li smijeh, kasalj ili trcanje mogu izazvati migrenu?',
      'Koji su znakovi mozdanog udara? Pitam za svaki slucaj.',
      'Nana je opet zagubila naocale, trazili smo ih po cijeloj kuci, bile su joj na glavi.',
      'Sef ce me ubiti ako opet zakasnim zbog migrene.',
      'Umirem za kahvom, a kahva mi izaziva migrenu.',
      'Ova vrucina me ubija, glava me malo boli kao svako ljeto.',
      'Prije deset godina sam pao sa skela i udario glavu, od tada sam dobro.',
      'Nemam temperaturu, vrat nije ukocen, nemam osip, nije najgora bol u zivotu, samo moja obicna migrena.',
      'Prije migrene vidim cik-cak svjetla kao i uvijek.',
      'Gledali smo film gdje junak padne u komu pa se probudi i ne zna ko je. Je li to moguce?',
    ],
    offTopic: [
      'Kako se pravi prava bosanska pita, koliko jufki ide za zeljanicu?',
      'Auto mi se gasi na semaforu, da li je problem u akumulatoru ili alternatoru?',
      'Do kada se placa porez na imovinu u Kantonu Sarajevo?',
      'Ko je najbolji strijelac Zeljeznicara ove sezone?',
      'Kad se sadi paradajz u baste u Hercegovini?',
      'Kako najlakse doci iz Sarajeva do Mostara vozom?',
    ],
  },
  Slovenian: {
    flagged: [
      ['Mama ima demenco, zdaj pa se vnetje secil in od vceraj je popolnoma zmedena, vidi stvari, ki jih ni, in ponoci krici.', 2, 'sudden-confusion'],
      ['Oce je padel v kopalnici in se udaril v glavo. Jemlje zdravila za redcenje krvi, na celu ima buslo.', 2, 'head-injury'],
      ['Moz se je med kosilom nasmejal in en kot ust mu je ostal spodaj, leve roke pa ne more dvigniti.', 2, 'neuro-deficit'],
      ['Babica od danes zjutraj govori cudne besede, ki nimajo smisla, zamenjuje besede, prej tega ni bilo.', 2, 'neuro-deficit'],
      ['Dedek je imel krce, tresel se je po celem telesu in se ni odzival, ko sem ga klicala.', 2, 'neuro-deficit'],
      ['Za moza z demenco skrbim sama ze sest let. Vcasih si zelim, da bi zaspala in se ne bi vec zbudila.', 2, 'self-harm'],
      ['Oce je sel zjutraj na sprehod in se se ni vrnil, iskali smo ga po vsej vasi in pri sosedih.', 2, 'missing-person'],
      ['Mama me od danes ne prepozna, misli, da sem njena sestra, vceraj je bila se normalna.', 2, 'sudden-confusion'],
      ['Dvigoval sem omaro in v trenutku me je v zatilju udarilo, kot bi me nekdo s kladivom, najhujsi glavobol v zivljenju.', 1, 'thunderclap'],
      ['Moz ima 39 stopinj in temne pikice po trebuhu, ki ostanejo, ko jih pritisnem s kozarcem. Boli ga glava.', 1, 'fever-stiff-neck'],
      ['Okulist je rekel, da imam otekle vidne zivce na obeh ocesih, glava me boli ze en mesec.', 1, 'papilloedema'],
      ['V 35. tednu nosecnosti sem, mocno me boli glava, otekle so mi roke in obraz, pred ocmi vidim iskrice.', 1, 'pregnancy'],
      ['Jemljem Xarelto in danes sem se z glavo udaril ob omarico, zdaj me boli glava.', 1, 'head-injury'],
      ['Ne zmorem vec, tablete zbiram v predalu, da jih nekega dne vzamem vse naenkrat.', 1, 'self-harm'],
      ['Sin (6) zjutraj bruha in ga boli glava, zadnje tedne je tudi neroden in se spotika.', 1, 'child-warning'],
      ['Star sem 66 let in imam nov glavobol, senca me boli na dotik in celjust pri zvecenju.', 1, 'new-after-50'],
    ],
    harmless: [
      'Sosed ima Parkinsonovo bolezen in se mu roke ves cas tresejo. Ali je to podobno demenci?',
      'Sin moje sodelavke je imel meningitis, zdaj je dobro. Ali je meningitis nalezljiv?',
      'Ali lahko smeh, kihanje ali tek sprozijo migreno?',
      'Kateri so znaki mozganske kapi? Sprasujem za vsak primer.',
      'Mama je spet izgubila denarnico, iskali smo jo po vsej hisi, bila je v hladilniku.',
      'Sef me bo ubil, ce spet vzamem bolniško zaradi migrene.',
      'Umiram za kavo, a kava mi sprozi migreno.',
      'Ta vrocina me ubija, glava me malo boli kot vsako poletje.',
      'Pred desetimi leti sem padel s kolesom in se udaril v glavo, od takrat sem zdrav.',
      'Nimam vrocine, vrat ni trd, nimam izpuscaja, ni najhujsi glavobol v zivljenju, samo moja obicajna migrena.',
      'Pred migreno vidim cik-cak luci kot vedno.',
      'V filmu junak po udarcu v glavo izgubi spomin. Ali je to res mogoce?',
      'Tresla sem se po celem telesu od mraza, ko sem cakala avtobus, zdaj me malo boli glava.',
    ],
    offTopic: [
      'Koliko casa se pece potica in pri koliko stopinjah?',
      'Avto mi poskakuje pri speljevanju, je kriva sklopka ali svecke?',
      'Do kdaj moram oddati dohodninsko napoved za oddajanje stanovanja?',
      'Kdo je najboljsi strelec Olimpije to sezono?',
      'Kdaj posaditi cesen na vrtu in kako globoko?',
      'Kako najceneje priti z vlakom iz Ljubljane v Trst?',
    ],
  },
  Macedonian: {
    flagged: [
      ['Мајка ми има деменција и уринарна инфекција, од вчера е сосема збунета, гледа луѓе кои ги нема и вика ноќе.', 2, 'sudden-confusion'],
      ['Татко ми падна во бањата и удри со главата од кадата. Пие лекови за разредување на крвта, вели дека е добро.', 2, 'head-injury'],
      ['Сопругот одеднаш има искривена уста на едната страна и не може да ја крене десната рака.', 2, 'neuro-deficit'],
      ['Baba mi od utroto zboruva zborovi bez smisla, gi mesa zborovite, a vcera beshe normalna.', 2, 'neuro-deficit'],
      ['Дедо ми имаше напад, се тресеше цел и не реагираше кога го викавме, сега спие.', 2, 'neuro-deficit'],
      ['Сама се грижам за мажот со деменција веќе пет години. Понекогаш посакувам да заспијам и да не се разбудам.', 2, 'self-harm'],
      ['Татко ми излезе наутро на прошетка и уште не се вратил, го баравме низ цело маало.', 2, 'missing-person'],
      ['Дедо има деменција и утринава сам излезе, го бараме веќе два часа.', 2, 'missing-person'],
      ['Mama od denes ne me prepoznava, misli deka sum nejzina sestra, a vcera beshe dobro.', 2, 'sudden-confusion'],
      ['Кревав тешка маса и во секунда како некој да ме удри со палка во тилот, најстрашна болка во животот.', 1, 'thunderclap'],
      ['Ќерка ми има температура 39 и виолетови точки по нозете кои не бледнеат кога ќе притиснам со чаша.', 1, 'fever-stiff-neck'],
      ['Очниот лекар рече дека ми е отечен очниот нерв на двете очи, а главата ме боли веќе месец.', 1, 'papilloedema'],
      ['Во 36-та недела сум бремена, силно ме боли главата, отечени ми се нозете и гледам светкави точки.', 1, 'pregnancy'],
      ['Pijam varfarin i denes se udriv so glavata vo vratata od kujnata, sega me boli glavata.', 1, 'head-injury'],
      ['Не можам повеќе со оваа болка, ги собирам таблетите за да ги испијам сите одеднаш.', 1, 'self-harm'],
      ['Синот (7) секое утро повраќа и го боли главата, а последниве недели се сопнува и е несмасен.', 1, 'child-warning'],
      ['Имам 63 години и ова е нова главоболка, ме боли слепоочницата на допир и вилицата кога џвакам.', 1, 'new-after-50'],
    ],
    harmless: [
      'Соседот има Паркинсонова болест и рацете постојано му се тресат. Дали е тоа слично на деменција?',
      'Синот на колешката имаше менингитис, сега е добро. Дали е заразно?',
      'Дали смеењето, кашлањето или трчањето можат да предизвикаат мигрена?',
      'Кои се знаците на мозочен удар? Прашувам за секој случај.',
      'Баба ми пак го загуби паричникот, го баравме низ цела куќа, беше во фрижидерот.',
      'Шефот ќе ме убие ако пак земам боледување поради мигрена.',
      'Umiram za edno kafe, a kafeto mi predizvikuva migrena.',
      'Оваа жештина ме убива, главата малку ме боли како секое лето.',
      'Пред десет години паднав од велосипед и удрив глава, оттогаш сум здрав.',
      'Немам температура, вратот не е вкочанет, немам осип, не е најлошата болка во животот, само обична мигрена.',
      'Пред мигрената гледам цик-цак светла како и секогаш.',
      'Во филмот јунакот по удар во главата го губи помнењето. Дали е тоа можно?',
      'Вчера имаше земјотрес и се тресеше целата зграда, децата се исплашија.',
      'Дали смеењето може да предизвика мигрена?',
    ],
    offTopic: [
      'Колку долго се пече тавче гравче во рерна?',
      'Колата ми се гаси на семафор, дали е акумулаторот или алтернаторот?',
      'До кога се поднесува даночната пријава за издавање стан?',
      'Кој е најдобар стрелец на Вардар оваа сезона?',
      'Koga se sadi piperka vo gradina vo Strumica?',
      'Како најевтино да стигнам од Скопје до Охрид со автобус?',
    ],
  },
  Bulgarian: {
    flagged: [
      ['Майка ми има деменция и инфекция на пикочните пътища, от вчера е напълно объркана, вижда хора, които ги няма.', 2, 'sudden-confusion'],
      ['Баща ми падна в банята и си удари главата в ваната. Пие лекарства за разреждане на кръвта, казва, че е добре.', 2, 'head-injury'],
      ['Съпругът изведнъж има изкривена уста на една страна и не може да вдигне лявата си ръка.', 2, 'neuro-deficit'],
      ['Baba mi ot sutrinta govori dumi bez smisal, obarkva dumite, a vchera beshe normalna.', 2, 'neuro-deficit'],
      ['Дядо ми получи пристъп, тресеше се целият и не реагираше, когато го викахме, сега спи.', 2, 'neuro-deficit'],
      ['Сама се грижа за мъжа си с деменция от шест години. Понякога искам да заспя и да не се събудя повече.', 2, 'self-harm'],
      ['Баща ми излезе сутринта на разходка и още не се е върнал, търсихме го из целия квартал.', 2, 'missing-person'],
      ['Mama ot dnes ne me poznava, misli che sam sestra i, a vchera beshe dobre.', 2, 'sudden-confusion'],
      ['Вдигах тежък шкаф и за секунда все едно някой ме удари с бухалка в тила, най-силната болка в живота ми.', 1, 'thunderclap'],
      ['Дъщеря ми има температура 39 и лилави точици по краката, които не избледняват, като ги натисна с чаша.', 1, 'fever-stiff-neck'],
      ['Очният лекар каза, че зрителните нерви са подути и на двете очи, а главата ме боли от месец.', 1, 'papilloedema'],
      ['В 36-та седмица съм бременна, силно ме боли главата, отекли са ми краката и виждам светкащи точки.', 1, 'pregnancy'],
      ['Piya varfarin i dnes si udarih glavata v vratata na kuhnyata, sega me boli glavata.', 1, 'head-injury'],
      ['Не мога повече с тази болка, събирам хапчетата, за да ги изпия всичките наведнъж.', 1, 'self-harm'],
      ['Синът ми (7) всяка сутрин повръща и го боли главата, последните седмици се спъва и е непохватен.', 1, 'child-warning'],
      ['На 63 години съм и това е ново главоболие, боли ме слепоочието при допир и челюстта, когато дъвча.', 1, 'new-after-50'],
    ],
    harmless: [
      'Съседът има Паркинсон и ръцете му постоянно треперят. Подобно ли е на деменция?',
      'Синът на колежката имаше менингит, сега е добре. Заразно ли е?',
      'Може ли смехът, кашлицата или бягането да предизвикат мигрена?',
      'Кои са признаците на мозъчен удар? Питам за всеки случай.',
      'Баба пак си загуби портмонето, търсихме го из цялата къща, беше в хладилника.',
      'Шефът ще ме убие, ако пак си взема болничен заради мигрена.',
      'Umiram za edno kafe, a kafeto mi predizvikva migrena.',
      'Тази жега ме убива, главата леко ме боли като всяко лято.',
      'Преди десет години паднах от колелото и си ударих главата, оттогава съм здрав.',
      'Нямам температура, вратът не е схванат, нямам обрив, не е най-силната болка в живота ми, обикновена мигрена.',
      'Преди мигрената виждам зигзагообразни светлини както винаги.',
      'Във филма героят след удар в главата губи паметта си. Възможно ли е наистина?',
    ],
    offTopic: [
      'Колко време се пече баница и на колко градуса?',
      'Колата ми гасне на светофар, акумулаторът ли е или алтернаторът?',
      'До кога се подава данъчната декларация за отдаване на жилище под наем?',
      'Кой е голмайсторът на Левски този сезон?',
      'Koga da zasadya domatite v gradinata v Plovdiv?',
      'Как най-евтино да стигна от София до Варна с влак?',
    ],
  },
};

const index = loadKnowledgeIndex();

describe('carers and patients, round 2 (sr, hr, bs, sl, mk, bg)', () => {
  for (const [language, round] of Object.entries(ROUND)) {
    describe(language, () => {
      it.each(round.flagged)('flags (%s) on agent %i as %s', (message, agent, category) => {
        expect(detectRedFlags(message, agent)).toContain(category);
      });
      const harmless = round.harmless.map((item): [string, AgentId[]] => (typeof item === 'string' ? [item, [1, 2]] : item));
      it.each(harmless)('raises no red flag: %s', (message, agents) => {
        for (const agent of agents) {
          expect(detectRedFlags(message, agent), `agent ${agent}`).toEqual([]);
        }
      });
      it.each(round.offTopic)('finds no knowledge entry for everyday talk: %s', (message) => {
        for (const agent of [1, 2] as const) {
          expect(
            findRelevantEntries(index, message, agent).map((entry) => entry.id),
            `agent ${agent}`,
          ).toEqual([]);
        }
      });
    });
  }
});
